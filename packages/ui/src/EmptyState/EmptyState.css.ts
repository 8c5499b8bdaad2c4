import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The empty state: centred, the illustration above the title, text and one action. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  maxWidth: '28rem',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

/** The illustration's box: at most 160 px wide, never wider than the screen. */
export const illustration = style({
  display: 'flex',
  justifyContent: 'center',
  width: '160px',
  maxWidth: '100%',
  color: vars.color.primary,
});

/** A tenant's illustration given as a URL. */
export const illustrationImage = style({ display: 'block', width: '100%', height: 'auto' });

/** The title. */
export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
});

/** The explanation under the title. */
export const text = style({ margin: 0, color: vars.color.textMuted });
