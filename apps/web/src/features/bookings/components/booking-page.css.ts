import { raisedCard, vars } from '@cabkit/ui/theme';
import { style } from '@vanilla-extract/css';

/** The ticket and the detail page's body under the page's title: the status, the actions, then the booking. */
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/** The ticket's card: the booking framed like a ticket inside the centred column. */
export const ticketCard = style({
  ...raisedCard(vars.space.lg),
  minWidth: 0,
});

/**
 * The booked journey's map frame: the map, or a skeleton of its size while the map loads (nothing jumps). As tall
 * as the design system's SkeletonMap: 40 % of the screen's height, at least 200 px.
 */
export const mapFrame = style({ height: '40vh', minHeight: '200px', borderRadius: vars.radius.lg, overflow: 'hidden' });
