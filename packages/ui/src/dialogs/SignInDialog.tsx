import { dialingCodeOr, type SignUp, validateSignIn, validateSignUp } from '@cabkit/domain';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { PhoneField } from '../PhoneField/PhoneField';
import { Tabs } from '../Tabs/Tabs';
import { ConfirmPasswordField, EmailField, PasswordField } from '../TextField/fields';
import { TextField } from '../TextField/TextField';
import { Dialog, DialogActions, DialogForm } from './Dialog';
import { visuallyHidden } from '../theme/utils.css';
import * as styles from './Dialog.css';
import { ErrorSummary } from './ErrorSummary';
import { useDialogForm } from './useDialogForm';
import type { OpenableProps } from './dialogProps';

/** Values of the sign-in tab (docs/behaviour/people.md#sign-in "Sign-in"). */
export interface SignInValues {
  /** Email. */
  Email: string;
  /** Password. */
  Password: string;
  /** Remember me: keep the account in local storage. */
  RememberMe: boolean;
}

/** Values of the sign-up tab (docs/behaviour/people.md#sign-up "Sign-up", without the hash). */
export type SignUpValues = Omit<SignUp, 'PasswordHash'>;

/** The two tabs. */
export type SignInTab = 'signin' | 'signup';

/** What the sign-in dialog says, so an app words it in its reader's language (en-GB without `words`). */
interface SignInDialogWords {
  title: string;
  description: string;
  /** The tab list's name. */
  tabs: string;
  /** The sign-in tab and its submit button (the spec's capitals). */
  signInTab: string;
  /** The sign-up tab and its submit button (the spec's capitals). */
  signUpTab: string;
  /** The sign-in form's name. */
  signInForm: string;
  /** The sign-up form's name. */
  signUpForm: string;
  email: string;
  password: string;
  rememberMe: string;
  forgotPassword: string;
  processing: string;
  firstName: string;
  surname: string;
  phone: string;
  confirmPassword: string;
  /** The sign-up agreement, around its two links: before, the privacy link, between, the terms link, after. */
  agreeBefore: string;
  privacyPolicy: string;
  agreeBetween: string;
  terms: string;
  agreeAfter: string;
  /** Read after each link (they open in a new tab). */
  opensInNewTab: string;
}

const englishWords: SignInDialogWords = {
  title: 'Welcome',
  description: 'Sign in or create an account.',
  tabs: 'Sign in or sign up',
  signInTab: 'SIGN IN',
  signUpTab: 'SIGN UP',
  signInForm: 'Sign in',
  signUpForm: 'Sign up',
  email: 'Email',
  password: 'Password',
  rememberMe: 'Remember me',
  forgotPassword: 'Forgot password?',
  processing: 'Processing',
  firstName: 'First name',
  surname: 'Surname',
  phone: 'Phone',
  confirmPassword: 'Confirm password',
  agreeBefore: 'By signing up you agree to our',
  privacyPolicy: 'privacy policy',
  agreeBetween: 'and',
  terms: 'terms',
  agreeAfter: '.',
  opensInNewTab: ' (opens in a new tab)',
};

/** Props of `SignInDialog`. */
export interface SignInDialogProps extends OpenableProps {
  /** Signs in; a rejection clears the password and shows its message (docs/behaviour/people.md#sign-in). */
  onSignIn: (values: SignInValues) => Promise<void> | void;
  /** Signs up; a rejection clears both passwords and shows its message (docs/behaviour/people.md#sign-up). */
  onSignUp: (values: SignUpValues) => Promise<void> | void;
  /** Opens the forgot-password dialog (the email typed so far is passed along). */
  onForgotPassword: (email: string) => void;
  /** The tenant's dialing code (configuration DialingCode): sign-up starts with it (docs/behaviour/common.md#phone). */
  dialingCode: string;
  /** Configuration ShowSignupFirst: the SIGN UP tab comes first and is chosen. */
  showSignupFirst?: boolean;
  /** The call is running. */
  isBusy?: boolean;
  /** A form-wide error from outside, shown on the active tab. */
  formError?: string;
  /** Link to the privacy policy. */
  privacyHref?: string;
  /** Link to the terms. */
  termsHref?: string;
  /** What the dialog says, in the reader's language (each word left out stays en-GB). */
  words?: Partial<SignInDialogWords>;
}

function SignInForms({
  onSignIn,
  onSignUp,
  onForgotPassword,
  dialingCode,
  showSignupFirst = false,
  isBusy,
  formError,
  privacyHref = '/policy.html',
  termsHref = '/terms.html',
  words,
}: SignInDialogProps) {
  const w = { ...englishWords, ...words };
  const [tab, setTab] = useState<SignInTab>(showSignupFirst ? 'signup' : 'signin');
  // Only the tab shown on opening focuses its first field. Radix mounts only the selected panel, so a field with
  // autoFocus in the other one would take focus from the tab list as soon as an arrow key selects that tab.
  const [focusTab, setFocusTab] = useState<SignInTab | null>(tab);
  const signIn = useDialogForm<SignInValues>({
    initialValues: { Email: '', Password: '', RememberMe: false },
    validate: validateSignIn,
    onSubmit: onSignIn,
    clearOnFailure: ['Password'],
    isBusy,
    formError: tab === 'signin' ? formError : undefined,
  });
  const signUp = useDialogForm<SignUpValues>({
    initialValues: {
      Firstname: '',
      Surname: '',
      Phone: '',
      DialingCode: dialingCodeOr(undefined, dialingCode),
      Email: '',
      Password: '',
      ConfirmPassword: '',
    },
    validate: (values) => validateSignUp({ ...values, PasswordHash: '' }),
    onSubmit: onSignUp,
    clearOnFailure: ['Password', 'ConfirmPassword'],
    isBusy,
    formError: tab === 'signup' ? formError : undefined,
  });
  const inField = (name: 'Email' | 'Password') => ({
    name,
    value: signIn.values[name],
    onChange: (value: string) => signIn.setValue(name, value),
    validate: signIn.validatorFor(name),
    errorMessage: signIn.errorFor(name),
  });
  const upField = (name: 'Firstname' | 'Surname' | 'Email' | 'Password' | 'ConfirmPassword') => ({
    name,
    value: signUp.values[name],
    onChange: (value: string) => signUp.setValue(name, value),
    validate: signUp.validatorFor(name),
    errorMessage: signUp.errorFor(name),
  });
  const triggers = [
    <Tabs.Trigger key="signin" value="signin">
      {w.signInTab}
    </Tabs.Trigger>,
    <Tabs.Trigger key="signup" value="signup">
      {w.signUpTab}
    </Tabs.Trigger>,
  ];
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => {
        setFocusTab(null);
        setTab(value as SignInTab);
      }}
    >
      <Tabs.List aria-label={w.tabs}>{showSignupFirst ? triggers.reverse() : triggers}</Tabs.List>
      <Tabs.Content value="signin">
        <DialogForm onSubmit={signIn.submit} aria-label={w.signInForm}>
          <ErrorSummary errors={signIn.summary} focusKey={signIn.attempt} />
          <EmailField label={w.email} autoFocus={focusTab === 'signin'} {...inField('Email')} />
          <PasswordField label={w.password} {...inField('Password')} />
          <Checkbox
            name="RememberMe"
            isSelected={signIn.values.RememberMe}
            onChange={(checked) => signIn.setValue('RememberMe', checked)}
          >
            {w.rememberMe}
          </Checkbox>
          <div className={styles.linkLine}>
            <Button variant="link" onPress={() => onForgotPassword(signIn.values.Email)}>
              {w.forgotPassword}
            </Button>
          </div>
          <DialogActions>
            <Button type="submit" isPending={signIn.busy}>
              {signIn.busy ? w.processing : w.signInTab}
            </Button>
          </DialogActions>
        </DialogForm>
      </Tabs.Content>
      <Tabs.Content value="signup">
        <DialogForm onSubmit={signUp.submit} aria-label={w.signUpForm}>
          <ErrorSummary errors={signUp.summary} focusKey={signUp.attempt} />
          <div className={styles.row}>
            <TextField
              label={w.firstName}
              autoComplete="given-name"
              autoFocus={focusTab === 'signup'}
              {...upField('Firstname')}
            />
            <TextField label={w.surname} autoComplete="family-name" {...upField('Surname')} />
          </div>
          <PhoneField
            label={w.phone}
            name="Phone"
            value={signUp.values.Phone}
            onChange={(value) => signUp.setValue('Phone', value)}
            dialingCode={signUp.values.DialingCode}
            onDialingCodeChange={(code) => signUp.setValue('DialingCode', code)}
            validate={(value) => signUp.validatorFor('Phone')(value)}
            errorMessage={signUp.errorFor('Phone')}
          />
          <EmailField label={w.email} {...upField('Email')} />
          <PasswordField label={w.password} autoComplete="new-password" {...upField('Password')} />
          <ConfirmPasswordField
            label={w.confirmPassword}
            password={signUp.values.Password}
            {...upField('ConfirmPassword')}
          />
          <p className={styles.smallPrint}>
            {/* In a new tab: leaving the page would lose the dialog and what was typed in it. */}
            {w.agreeBefore}{' '}
            <a href={privacyHref} target="_blank" rel="noopener">
              {w.privacyPolicy}
              <span className={visuallyHidden}>{w.opensInNewTab}</span>
            </a>{' '}
            {w.agreeBetween}{' '}
            <a href={termsHref} target="_blank" rel="noopener">
              {w.terms}
              <span className={visuallyHidden}>{w.opensInNewTab}</span>
            </a>
            {w.agreeAfter}
          </p>
          <DialogActions>
            <Button type="submit" isPending={signUp.busy}>
              {signUp.busy ? w.processing : w.signUpTab}
            </Button>
          </DialogActions>
        </DialogForm>
      </Tabs.Content>
    </Tabs.Root>
  );
}

/**
 * Sign in / sign up (docs/behaviour/people.md#sign-in): tabs SIGN IN and SIGN UP (sign-up first when `showSignupFirst`); Enter submits the
 * active tab; on failure the password fields are cleared (docs/behaviour/common.md#password).
 */
export function SignInDialog(props: SignInDialogProps) {
  const w = { ...englishWords, ...props.words };
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange} title={w.title} description={w.description}>
      <SignInForms {...props} />
    </Dialog>
  );
}
