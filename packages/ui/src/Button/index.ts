export { Button, type ButtonProps } from './Button';
/** The button look for a link that moves to another page (`<Link className={buttonStyle({ variant: 'secondary' })}>`). */
export { button as buttonStyle, type ButtonVariants } from './Button.css';
