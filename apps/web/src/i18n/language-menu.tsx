import { type Language, LANGUAGE_NAMES } from '@cabkit/domain/language';
import { visuallyHidden } from '@cabkit/ui/theme';
import { t } from '@lingui/core/macro';
import { lazy, Suspense, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { configState } from '../state/config';
import { activeLanguage, useLanguage } from './language';
import * as css from './language-menu.css';

// The menu (react-aria's Menu in a Popover) and the change of language load on intent: a pointer over the button,
// focus on it or a touch; no first view pays for them.
const loadPopover = () => import('./language-popover');
const LanguagePopover = lazy(loadPopover);

/**
 * The Menu dialog's language choice, loaded with the dialog from the menu's own chunk: below 360 px the header has
 * no room for the language button.
 */
export const LanguageChoices = lazy(() => loadPopover().then((m) => ({ default: m.LanguageChoices })));

/** The short tag the button shows beside its globe. */
const shortTag: Record<Language, string> = { 'en-GB': 'EN', fr: 'FR', ar: 'AR' };

/**
 * The header's language menu: a button naming the page's language, opening the tenant's languages, each in its own
 * name (English, Français, العربية). Choosing one redraws the page in it where it stands (a booking in progress is
 * kept) and remembers it in a cookie for the server's next first view. Hidden when the tenant offers one language.
 */
export function LanguageMenu() {
  useLanguage();
  const { languages } = useSnapshot(configState);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  if (languages.length < 2) return null;
  const current = activeLanguage();
  const prefetch = () => void loadPopover();
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={css.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onTouchStart={prefetch}
        onClick={() => {
          setWanted(true);
          setOpen((was) => !was);
        }}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <path
            d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
        <span aria-hidden="true">{shortTag[current]}</span>
        <span className={visuallyHidden}>
          {t`Language`}: <span lang={current}>{LANGUAGE_NAMES[current]}</span>
        </span>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <LanguagePopover
            triggerRef={trigger}
            isOpen={open}
            onOpenChange={setOpen}
            languages={languages}
            current={current}
            label={t`Language`}
          />
        </Suspense>
      )}
    </>
  );
}
