import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** Page basics every Cabkit surface relies on: themed body text, border-box sizing and reduced motion. */
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('body', {
  margin: 0,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationIterationCount: '1 !important',
      scrollBehavior: 'auto',
    },
  },
});
