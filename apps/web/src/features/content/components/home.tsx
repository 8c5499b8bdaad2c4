import { activeLanguage, i18n, useLanguage } from '../../../i18n/language';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { availablePaymentMethods, type OfferedPaymentMethod } from '@cabkit/domain/payment';
import type { TenantContent } from '@cabkit/themes';
import { telHref } from '@cabkit/ui/BrandShell';
import { PageLayout, PageSection } from '@cabkit/ui/PageLayout';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths } from '../../../app/paths';
import { configState } from '../../../state/config';
import { FleetCards, ServiceCards } from './cards';
import * as css from './content.css';
import { JourneyForm } from './journey-form';
import { Blocks, useDescription } from './page-text';

/** How each payment method reads in a sentence. */
const paymentWords: Record<OfferedPaymentMethod, MessageDescriptor> = {
  cash: msg`cash`,
  card: msg`card`,
  paypal: msg`PayPal`,
};

/**
 * "Pay by cash, card or PayPal": the methods the tenant's configuration allows, joined as the active language
 * joins a choice, or nothing when it allows none.
 */
function paymentLine(methods: readonly OfferedPaymentMethod[]): string | null {
  if (methods.length === 0) return null;
  const choices = new Intl.ListFormat(activeLanguage(), { type: 'disjunction' }).format(
    methods.map((method) => i18n._(paymentWords[method])),
  );
  return t`Pay by ${choices}`;
}

/**
 * The trust strip: the tenant's own assurances (its content's `trust`, each one its pages already make) and how
 * it takes payment, from its configuration. Nothing is claimed that the tenant did not write or switch on.
 */
function trustItems(content: Pick<TenantContent, 'trust'>, config: Parameters<typeof availablePaymentMethods>[0]) {
  const payment = paymentLine(availablePaymentMethods(config));
  return [...(content.trust ?? []), ...(payment ? [payment] : [])];
}

/** A tick drawn in the brand colour before an assurance. */
function Tick() {
  return (
    <svg className={css.tick} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="9" fill="currentColor" opacity="0.16" />
      <path d="M6 10.5 9 13.5 14.5 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/** Scrolls to the URL's #section once the page is there (links to a home section from another page: docs/behaviour/journey.md). */
function useHashScroll() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}

/** A home-page section (its id is the anchor the menu links to) headed by its title and a link to the full page. */
function LinkedSection(props: { id: string; title: string; to: string; linkText: string; children: ReactNode }) {
  const headingId = `home-${props.id}`;
  return (
    <section id={props.id} className={css.stack} aria-labelledby={headingId}>
      <div className={css.sectionHead}>
        <h2 id={headingId} className={css.sectionTitle}>
          {props.title}
        </h2>
        <Link to={props.to}>{props.linkText}</Link>
      </div>
      {props.children}
    </section>
  );
}

/**
 * The home page: a hero (the tenant's picture, headline and sub line) holding the quote form, the trust strip,
 * the airport services and the fleet as picture cards, the tenant's own blocks, and how to reach it.
 */
export function Home({ content }: { content: TenantContent }) {
  useLanguage();
  const home = content.pages.home;
  const config = useSnapshot(configState);
  useDescription(home.description);
  useHashScroll();
  const hero = config.brand?.hero;
  const trust = trustItems(content, config);
  return (
    <PageLayout
      width="wide"
      head={
        <div className={css.hero}>
          <div className={css.heroMain}>
            <div className={css.stack}>
              <h1 className={css.heroTitle}>{home.heading}</h1>
              <p className={css.heroIntro}>{home.intro}</p>
            </div>
            <section className={css.bookingCard} aria-labelledby="home-quote">
              <h2 id="home-quote" className={css.cardTitle}>
                {t`Get a quote`}
              </h2>
              <JourneyForm />
            </section>
          </div>
          {hero && <img className={css.heroPicture} src={hero.src} alt={hero.alt} width={1200} height={480} />}
        </div>
      }
    >
      {trust.length > 0 && (
        <section aria-label={t`Why book with us`}>
          <ul className={css.trust}>
            {trust.map((item) => (
              <li key={item} className={css.trustItem}>
                <Tick />
                {item}
              </li>
            ))}
          </ul>
        </section>
      )}
      <LinkedSection id="services" title={t`Airport transfers`} to={paths.services()} linkText={t`All services`}>
        <ServiceCards services={content.services} headingLevel={3} compact />
      </LinkedSection>
      <LinkedSection id="fleet" title={t`Our fleet`} to={paths.fleet()} linkText={t`See the whole fleet`}>
        <FleetCards limit={4} headingLevel={3} />
      </LinkedSection>
      {home.blocks.length > 0 && (
        <PageSection>
          <div className={css.blockGrid}>
            <Blocks blocks={home.blocks} />
          </div>
        </PageSection>
      )}
      <section id="contact" className={css.contactBand} aria-labelledby="home-contact">
        <div className={css.stack}>
          <h2 id="home-contact" className={css.sectionTitle}>
            {t`Contact`}
          </h2>
          <p>{content.pages.contact.intro}</p>
        </div>
        <div className={css.actions}>
          {config.phone && (
            <a className={css.ctaLink} href={telHref(config.phone)}>
              {t`Call us on ${config.phone}`}
            </a>
          )}
          <Link className={css.secondaryLink} to={paths.contact()}>
            {t`Send us a message`}
          </Link>
        </div>
      </section>
    </PageLayout>
  );
}
