import { raisedCard, vars } from '@cabkit/ui/theme';
import { style } from '@vanilla-extract/css';

/** The finder's fields, one column the page's width (a phone's whole width). */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** The unpaid booking: its journey, the amount and the Pay button, as one card. */
export const card = style(raisedCard(vars.space.lg));

/** The card's heading. */
export const cardTitle = style({ margin: 0, fontSize: vars.font.size.xl });

/** "Amount to pay" and the figure on one line. */
export const total = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

/** The Pay button: at least 48 px tall, as the wizard's step button. */
export const pay = style({ minHeight: '48px' });

/** The way to the ticket, under the Pay button. */
export const ticketLink = style({
  alignSelf: 'center',
  minHeight: '44px',
  display: 'inline-flex',
  alignItems: 'center',
});
