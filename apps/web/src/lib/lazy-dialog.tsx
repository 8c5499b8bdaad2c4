import { t } from '@lingui/core/macro';
import { type ComponentType, lazy, Suspense, useRef } from 'react';
import { useLanguage } from '../i18n/language';

// The "Please wait" overlay only shows while an opened dialog's code is on its way: it loads then too, not with the
// pages that have such a dialog.
const ProcessingOverlay = lazy(() =>
  import('@cabkit/ui/ProcessingOverlay').then((m) => ({ default: m.ProcessingOverlay })),
);

/** A dialog whose code loads when it is first opened, or earlier on intent (`preload`). */
export type LazyDialog<P> = ComponentType<P> & {
  /** Starts fetching the dialog's code (hover or focus of the button that opens it); safe to call often. */
  preload: () => void;
};

/**
 * Loading code on intent: a page's dialogs (and what only they use: the phone number rules,
 * the country list, the select popover) stay out of the page's first load. The dialog renders nothing until it
 * is first opened; then its code loads (already there when the opening button was hovered or focused) and, if
 * that takes a moment, a "Please wait" overlay shows where the dialog will be. Once loaded it stays mounted,
 * so closing behaves exactly as the dialog's own.
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): LazyDialog<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const fetchCode = () => {
    loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        // A failed fetch (offline) may be retried the next time the dialog opens.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Loaded = lazy(fetchCode) as unknown as ComponentType<P>;
  function Deferred(props: P) {
    useLanguage();
    const opened = useRef(false);
    if (props.open) opened.current = true;
    if (!opened.current) return null;
    return (
      <Suspense
        fallback={
          <Suspense fallback={null}>
            <ProcessingOverlay isOpen={props.open} fullScreen title={t`Please wait`} description={t`Opening…`} />
          </Suspense>
        }
      >
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(Deferred, {
    preload: () => {
      fetchCode().catch(() => {});
    },
  });
}

/** Props for the button that opens a lazy dialog: hovering or focusing it starts loading the dialog. */
export function preloadOnIntent(dialog: { preload: () => void }) {
  return { onHoverStart: dialog.preload, onFocus: dialog.preload };
}
