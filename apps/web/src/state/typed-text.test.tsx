import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { carryTypedText } from './typed-text';

function NameField({ onText }: { onText: (text: string) => void }) {
  const [text, setText] = useState('');
  return (
    <>
      <input
        aria-label="Name"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onText(event.target.value);
        }}
      />
      <p>{text ? `Hello ${text}` : ''}</p>
    </>
  );
}

describe('carryTypedText', () => {
  it("feeds text typed into a server-rendered field before hydration to the field's handler", async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<NameField onText={() => {}} />);
    // Typed while the app's code was still on its way.
    (screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value = 'Ada';

    const onText = vi.fn();
    await act(async () => {
      hydrateRoot(container, <NameField onText={onText} />);
    });
    expect(onText).not.toHaveBeenCalled();
    await act(async () => carryTypedText(container));

    expect(onText).toHaveBeenCalledWith('Ada');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    container.remove();
  });

  it('leaves fields nobody typed into alone', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<NameField onText={() => {}} />);
    const onText = vi.fn();
    await act(async () => {
      hydrateRoot(container, <NameField onText={onText} />);
    });
    await act(async () => carryTypedText(container));
    expect(onText).not.toHaveBeenCalled();
    container.remove();
  });
});
