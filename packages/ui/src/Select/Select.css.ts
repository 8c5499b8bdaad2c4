import { DROPDOWN_MAX_HEIGHT_PX } from '@cabkit/domain/model';
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { popoverList, popoverPanel, popoverRow, popoverRowStates } from '../theme/recipes';
import { focusRing } from '../theme/utils.css';

/** The select's trigger button, styled like a text input. */
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.control,
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  color: vars.color.text,
  textAlign: 'start',
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.borderField}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { background: vars.color.surfaceSunken, color: vars.color.textMuted, cursor: 'not-allowed' },
    '[data-invalid] &': { borderColor: vars.color.critical, boxShadow: `inset 0 0 0 1px ${vars.color.critical}` },
  },
});

/** The selected value (or placeholder) inside the trigger. */
export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

/** The chevron. */
export const chevron = style({
  flexShrink: 0,
  width: 0,
  height: 0,
  borderLeft: '5px solid transparent',
  borderRight: '5px solid transparent',
  borderTop: '6px solid currentColor',
});

/** The pop-up panel: at most 350 px tall (docs/behaviour/journey.md#breakpoints; RAC positions it with maxHeight 350 too), scrolls beyond. */
export const popover = style({
  ...popoverPanel,
  minWidth: 'var(--trigger-width)',
  maxHeight: DROPDOWN_MAX_HEIGHT_PX,
  overflowY: 'auto',
});

/** The list of options. */
export const listBox = style(popoverList);

/** One option: at least 44 px (the control size) tall for touch. */
export const option = style({
  ...popoverRow,
  selectors: {
    ...popoverRowStates,
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

/** A group heading in the list. */
export const sectionHeader = style({
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.xxs}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.textMuted,
});

/** Secondary text of an option. */
export const optionDescription = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

/** Text column of an option (label over description). */
export const optionText = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });
