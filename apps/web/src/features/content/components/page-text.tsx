import type { ContentBlock } from '@cabkit/themes';
import { PageSection } from '@cabkit/ui/PageLayout';
import { useEffect } from 'react';
import * as css from './content.css';

/** A content page's blocks: each a section named by its heading (a plain block without one). */
export function Blocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <PageSection key={`${index}-${block.heading ?? ''}`} title={block.heading}>
          <div className={css.prose}>
            {block.paragraphs?.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {block.list && (
              <ul>
                {block.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </div>
        </PageSection>
      ))}
    </>
  );
}

/** Sets the meta description of the page shown (the server sets it in the HTML it sends; this keeps it on navigation). */
export function useDescription(description: string | undefined) {
  useEffect(() => {
    if (!description) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [description]);
}
