export { sendsHomeWhenSignedOut } from './account';
export {
  type ContactFields,
  copyCustomerDetails,
  copyMyDetails,
  copyMyDetailsToCustomer,
  type CustomerFields,
  type ProfileDetails,
} from './contact';
export {
  clampStep,
  defaultContactTab,
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
