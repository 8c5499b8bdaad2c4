// Messages: what a passenger chooses to be told about their bookings. One module per call, re-exported here and by
// the package as the namespace `messagesEndpoints`.
export { getMessagePreferences } from './calls/get-message-preferences';
export { updateMessagePreferences } from './calls/update-message-preferences';
