import { proxy } from 'valtio';
import { registerStore } from './stores';

/** A dialog message (docs/behaviour/common.md#dialogs titles: Error, Message, Question). */
export interface AlertMessage {
  title: 'Error' | 'Message' | 'Question';
  content: string;
}

/** App-wide UI state: the open alert, if any. */
export const uiState = proxy<{ alert: AlertMessage | null }>({ alert: null });

/** Opens the alert dialog. */
export function showAlert(alert: AlertMessage): void {
  uiState.alert = alert;
}

/** Closes the alert dialog. */
export function closeAlert(): void {
  uiState.alert = null;
}

registerStore('ui', closeAlert);
