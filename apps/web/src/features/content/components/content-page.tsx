import { i18n, useLanguage } from '../../../i18n/language';
import { msg, t } from '@lingui/core/macro';
import type { AirportService, ContentPageName, ContentPageText, TenantContent } from '@cabkit/themes';
import { PageLayout, PageSection, type PageWidth } from '@cabkit/ui/PageLayout';
import { Skeleton, SkeletonText } from '@cabkit/ui/Skeleton';
import { lazy, type ReactNode, useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { userMessage } from '../../../api/errors';
import { cleanParam, paths } from '../../../app/paths';
import { FirstViewPart } from '../../../lib/lazy-part';
import { getContent, inlineContent } from '../api/get-content';
import { FleetCards, ServiceCards } from './cards';
import * as css from './content.css';
import { Blocks, useDescription } from './page-text';

// The contact forms (tabs, selects, the phone rules) load with the contact page only, not with home or services;
// the quote form (the wizard's address search and pickup-time switch) with home and the airport pages only.
const ContactForms = lazy(() => import('./contact-form').then((m) => ({ default: m.ContactForms })));
const Home = lazy(() => import('./home').then((m) => ({ default: m.Home })));
const JourneyForm = lazy(() => import('./journey-form').then((m) => ({ default: m.JourneyForm })));

/** What a lazy part of a content page shows while its code loads after a move inside the app. */
function PartSkeleton({ lines = 6 }: { lines?: number }) {
  return (
    <Skeleton>
      <SkeletonText lines={lines} />
    </Skeleton>
  );
}

/** A content page in the one width system: its h1 and intro, what the page adds, its blocks, then `after`. */
function Page({
  text,
  width = 'narrow',
  children,
  after,
}: {
  text: ContentPageText | AirportService;
  width?: PageWidth;
  children?: ReactNode;
  after?: ReactNode;
}) {
  useDescription(text.description);
  return (
    <PageLayout title={text.heading} intro={text.intro} width={width}>
      {children}
      <Blocks blocks={text.blocks} />
      {after}
    </PageLayout>
  );
}

/** The call to book that closes a page. */
function BookLink() {
  return (
    <PageSection>
      <div className={css.actions}>
        <Link className={css.ctaLink} to={paths.booking()}>
          {t`Book a journey`}
        </Link>
      </div>
    </PageSection>
  );
}

function ServicePage({ content }: { content: TenantContent }) {
  const { id } = useParams();
  const slug = cleanParam(id);
  const service = content.services.find((s) => s.slug === slug);
  const airport = useMemo(() => (service ? { name: service.name, code: service.airportCode } : undefined), [service]);
  if (!service) {
    return (
      <PageLayout
        title={t`Service not found`}
        intro={t`We do not offer this service. These are the airport transfers we do offer:`}
        width="wide"
      >
        <ServiceCards services={content.services} headingLevel={2} />
      </PageLayout>
    );
  }
  return (
    <Page text={service}>
      <section className={css.bookingCard} aria-labelledby="service-quote">
        <h2 id="service-quote" className={css.cardTitle}>
          {t`Get a quote`}
        </h2>
        <FirstViewPart fallback={<PartSkeleton />}>
          <JourneyForm airport={airport} />
        </FirstViewPart>
      </section>
    </Page>
  );
}

const menuLinks = [
  { to: paths.booking(), label: msg`Book a journey` },
  { to: paths.home(), label: msg`Home` },
  { to: paths.about(), label: msg`About` },
  { to: paths.services(), label: msg`Services` },
  { to: paths.fleet(), label: msg`Fleet` },
  { to: paths.contact(), label: msg`Contact` },
  { to: paths.policy(), label: msg`Privacy policy` },
  { to: paths.terms(), label: msg`Terms and conditions` },
  { to: paths.cookie(), label: msg`Cookie policy` },
];

function PageFor({ page, content }: { page: ContentPageName; content: TenantContent }) {
  const { id } = useParams();
  if (page === 'services' && id !== undefined) return <ServicePage content={content} />;
  const name = page;
  const text = content.pages[name];
  switch (name) {
    case 'home':
      return (
        <FirstViewPart fallback={<PartSkeleton lines={12} />}>
          <Home content={content} />
        </FirstViewPart>
      );
    case 'services':
      return (
        <Page text={text} width="wide">
          <PageSection>
            <ServiceCards services={content.services} headingLevel={2} />
          </PageSection>
        </Page>
      );
    case 'fleet':
      return (
        <Page text={text} width="wide" after={<BookLink />}>
          <PageSection>
            <FleetCards />
          </PageSection>
        </Page>
      );
    case 'contact':
      return (
        <Page text={text}>
          <FirstViewPart fallback={<PartSkeleton />}>
            <ContactForms />
          </FirstViewPart>
        </Page>
      );
    case 'menu':
      return (
        <Page text={text}>
          <nav aria-label={t`Site`}>
            <ul className={css.menuList}>
              {menuLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{i18n._(link.label)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </Page>
      );
    default:
      return <Page text={text} after={<BookLink />} />;
  }
}

/** The tenant's content pages: home, about, services and each airport service, fleet, contact, policies and menu. */
export function ContentPage({ page }: { page: ContentPageName }) {
  useLanguage();
  const [content, setContent] = useState<TenantContent | undefined>(inlineContent);
  const [error, setError] = useState('');
  useEffect(() => {
    if (content) return;
    getContent().then(setContent, (e: unknown) => setError(userMessage(e)));
  }, [content]);
  if (error) {
    return (
      <PageLayout title={t`This page could not be loaded`} width="narrow">
        <p role="alert">{error}</p>
      </PageLayout>
    );
  }
  if (!content) {
    return (
      <PageLayout width="narrow" head={<PartSkeleton lines={10} />}>
        {null}
      </PageLayout>
    );
  }
  return <PageFor page={page} content={content} />;
}
