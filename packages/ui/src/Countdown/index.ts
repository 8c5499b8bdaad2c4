export { Countdown, type CountdownProps, countdownAnnouncement } from './Countdown';
