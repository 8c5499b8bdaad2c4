export { Countdown, type CountdownProps, countdownAnnouncement, formatCountdown } from './Countdown';
