/** The content feature: home, about, services, fleet, contact and policy pages. */
export { ContentPage } from './components/content-page';
