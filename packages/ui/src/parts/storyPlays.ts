import { expect } from 'storybook/test';

/** A story's play that checks the element with `testId` reads `text` (a display part's one check). */
export function showsText(testId: string, text: string) {
  return async ({ canvas }: { canvas: { getByTestId: (id: string) => HTMLElement } }): Promise<void> => {
    await expect(canvas.getByTestId(testId)).toHaveTextContent(text);
  };
}
