export { sendsHomeWhenSignedOut } from './account';
export {
  clearContactPasswords,
  type ContactFields,
  copyCustomerDetails,
  copyMyDetails,
  copyMyDetailsToCustomer,
  type CustomerFields,
  type ProfileDetails,
  signOutBooking,
} from './contact';
export {
  clampStep,
  defaultContactTab,
  forwardAction,
  goBack,
  isStepValid,
  nextActionAfterSignIn,
  nextStep,
  type PostLoginTarget,
  type PostSignInAction,
  stepBack,
} from './navigation';
export {
  isLayoutTemplate,
  type LayoutHints,
  layoutTemplate,
  type LayoutTemplate,
  type StepPart,
} from './templates';
