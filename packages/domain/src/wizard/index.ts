export { sendsHomeWhenSignedOut } from './account';
export {
  type ContactFields,
  copyCustomerDetails,
  copyMyDetails,
  copyMyDetailsToCustomer,
  type CustomerFields,
  type ProfileDetails,
} from './contact';
export { clampStep, nextStep, stepBack } from './navigation';
export { defaultContactTab, nextActionAfterSignIn, type PostLoginTarget, type PostSignInAction } from './sign-in';
export {
  isLayoutTemplate,
  type LayoutHints,
  layoutTemplate,
  type LayoutTemplate,
  type StepPart,
} from './templates';
