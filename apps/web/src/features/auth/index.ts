/** The account feature: sign in, sign up, forgot password and sign out dialogs, driven by `state/session`. */
export { AuthDialogs } from './components/auth-dialogs';
