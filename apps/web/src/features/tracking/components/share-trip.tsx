import { Button } from '@cabkit/ui';
import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useState } from 'react';
import { userMessage } from '../../../api/errors';
import { useWhen } from '../../../i18n/formats';
import { createShareLink, listShareLinks, type ShareLink, stopShareLink } from '../api/tracking-api';
import * as css from './tracking.css';

/**
 * Share this trip: makes a read-only link (POST sharetrip) and hands it to the Web Share API when the
 * browser has one, else copies it to the clipboard; either way the result is said on the page. Below, the
 * leg's live links (GET tripshares), each with Stop sharing (POST stoptripshare).
 */
export function ShareTrip({ jobPartId }: { jobPartId: number }) {
  // When each link was made ("made at 14:05"): the page's language, on the tenant's clock.
  const when = useWhen();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ text: string; error: boolean; link?: string } | null>(null);
  const [links, setLinks] = useState<ShareLink[]>([]);
  const [stopping, setStopping] = useState<number | null>(null);

  const refresh = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const listed = await listShareLinks(jobPartId, signal);
        if (!signal?.aborted) setLinks(listed);
      } catch {
        // Not the owner, or the list is unavailable: the page simply shows no list.
      }
    },
    [jobPartId],
  );

  useEffect(() => {
    const controller = new AbortController();
    void refresh(controller.signal);
    return () => controller.abort();
  }, [refresh]);

  const stop = async (id: number) => {
    setStopping(id);
    setNote(null);
    try {
      await stopShareLink(id);
      setNote({ text: t`Sharing stopped. That link no longer shows the trip.`, error: false });
    } catch (error) {
      setNote({ text: userMessage(error), error: true });
    } finally {
      setStopping(null);
      await refresh();
    }
  };

  const share = async () => {
    setBusy(true);
    setNote(null);
    try {
      const link = await createShareLink(jobPartId);
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share({ title: t`Follow my trip`, text: t`Follow my taxi live:`, url: link });
          setNote({ text: t`Link shared. It stops working when the trip ends.`, error: false, link });
          return;
        } catch (error) {
          if (error instanceof DOMException && error.name === 'AbortError') return;
        }
      }
      try {
        await navigator.clipboard.writeText(link);
        setNote({ text: t`Link copied. It stops working when the trip ends.`, error: false, link });
      } catch {
        setNote({ text: t`Copy this link to share the trip:`, error: false, link });
      }
    } catch (error) {
      setNote({ text: userMessage(error), error: true });
    } finally {
      setBusy(false);
      await refresh();
    }
  };

  return (
    <div>
      <Button variant="secondary" onPress={share} isPending={busy}>
        {t`Share trip`}
      </Button>
      <div role="status">
        {note && !note.error ? (
          <p className={css.note}>
            {note.text}
            {note.link ? (
              <>
                {' '}
                <a href={note.link}>{note.link}</a>
              </>
            ) : null}
          </p>
        ) : null}
      </div>
      {links.length > 0 ? (
        <section aria-labelledby="shared-links-heading">
          <h3 id="shared-links-heading">{t`Shared links`}</h3>
          <ul aria-labelledby="shared-links-heading">
            {links.map((link) => {
              const time = when(link.CreatedAt, 'time');
              return (
                <li key={link.Id}>
                  {t`Link made at ${time}`}{' '}
                  <Button
                    variant="secondary"
                    onPress={() => stop(link.Id)}
                    isPending={stopping === link.Id}
                    aria-label={t`Stop sharing the link made at ${time}`}
                  >
                    {t`Stop sharing`}
                  </Button>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      {note?.error ? (
        <p className={css.note} role="alert">
          {note.text}
        </p>
      ) : null}
    </div>
  );
}
