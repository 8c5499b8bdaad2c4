import { proxy } from 'valtio';
import { registerStore } from './stores';

/** A dialog message (docs/behaviour/common.md#dialogs titles: Error, Message, Question). */
export interface AlertMessage {
  title: 'Error' | 'Message' | 'Question';
  content: string;
}

/** App-wide UI state: the open alert, if any. */
export const uiState = proxy<{ alert: AlertMessage | null }>({ alert: null });

registerStore('ui', () => {
  uiState.alert = null;
});
