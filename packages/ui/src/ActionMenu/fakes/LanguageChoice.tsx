import { useRef, useState } from 'react';
import { ActionMenuList } from '../ActionMenu';

const LANGUAGES = [
  { id: 'en-GB', label: 'English', lang: 'en-GB', dir: 'ltr' },
  { id: 'fr', label: 'Français', lang: 'fr', dir: 'ltr' },
  { id: 'ar', label: 'العربية', lang: 'ar', dir: 'rtl' },
] as const;

/**
 * `ActionMenuList` alone under a button of its own ("Language: …"), marking `selectedId` as the header's language
 * menu does; the story and the tests draw the same one.
 */
export function LanguageChoice({ selectedId, onChoose }: { selectedId: string; onChoose: (id: string) => void }) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const current = LANGUAGES.find((language) => language.id === selectedId)?.label;
  return (
    <>
      <button ref={trigger} type="button" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(true)}>
        Language: {current}
      </button>
      <ActionMenuList
        label="Language"
        triggerRef={trigger}
        isOpen={open}
        onOpenChange={setOpen}
        selectedId={selectedId}
        onAction={onChoose}
        items={[...LANGUAGES]}
      />
    </>
  );
}
