import { Button } from '@cabkit/ui';
import { useState } from 'react';
import { userMessage } from '../../../api/errors';
import { createShareLink } from '../api/tracking-api';
import * as css from './tracking.css';

/**
 * Share this trip: makes a read-only link (POST sharetrip) and hands it to the Web Share API when the
 * browser has one, else copies it to the clipboard; either way the result is said on the page.
 */
export function ShareTrip({ jobPartId }: { jobPartId: number }) {
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ text: string; error: boolean; link?: string } | null>(null);

  const share = async () => {
    setBusy(true);
    setNote(null);
    try {
      const link = await createShareLink(jobPartId);
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share({ title: 'Follow my trip', text: 'Follow my taxi live:', url: link });
          setNote({ text: 'Link shared. It stops working when the trip ends.', error: false, link });
          return;
        } catch (error) {
          if (error instanceof DOMException && error.name === 'AbortError') return;
        }
      }
      try {
        await navigator.clipboard.writeText(link);
        setNote({ text: 'Link copied. It stops working when the trip ends.', error: false, link });
      } catch {
        setNote({ text: 'Copy this link to share the trip:', error: false, link });
      }
    } catch (error) {
      setNote({ text: userMessage(error), error: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <Button variant="secondary" onPress={share} isPending={busy}>
        Share trip
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
      {note?.error ? (
        <p className={css.note} role="alert">
          {note.text}
        </p>
      ) : null}
    </div>
  );
}
