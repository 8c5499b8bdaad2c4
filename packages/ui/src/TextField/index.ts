export {
  CardCvcField,
  type CardCvcFieldProps,
  CardNumberField,
  ConfirmPasswordField,
  type ConfirmPasswordFieldProps,
  EmailField,
  type KindFieldProps,
  PasswordField,
  PostcodeField,
  TextAreaField,
} from './fields';
export { TextField, type TextFieldProps } from './TextField';
