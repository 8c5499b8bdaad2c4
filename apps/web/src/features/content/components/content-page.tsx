import { vehicleCarries } from '@cabkit/domain/quote';
import type { AirportService, ContentBlock, ContentPageName, ContentPageText, TenantContent } from '@cabkit/themes';
import { lazy, type ReactNode, useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { userMessage } from '../../../api/errors';
import { FirstViewPart } from '../../../lib/lazy-part';
import { cleanParam, paths } from '../../../app/paths';
import { type FleetVehicle, getFleet, initialFleet } from '../api/get-fleet';
import { getContent, inlineContent } from '../api/get-content';
import * as css from './content.css';
import { JourneyForm } from './journey-form';

// The contact forms (tabs, selects, the phone rules) load with the contact page only, not with home or services.
const ContactForms = lazy(() => import('./contact-form').then((m) => ({ default: m.ContactForms })));

function Blocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <div key={`${index}-${block.heading ?? ''}`}>
          {block.heading && <h2>{block.heading}</h2>}
          {block.paragraphs?.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {block.list && (
            <ul>
              {block.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </>
  );
}

/** Sets the meta description of the page shown (the server sets it in the HTML it sends; this keeps it on navigation). */
function useDescription(description: string | undefined) {
  useEffect(() => {
    if (!description) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [description]);
}

function Page({
  text,
  children,
  after,
}: {
  text: ContentPageText | AirportService;
  children?: ReactNode;
  after?: ReactNode;
}) {
  useDescription(text.description);
  return (
    <div className={css.page}>
      <h1>{text.heading}</h1>
      <p className={css.intro}>{text.intro}</p>
      {children}
      <Blocks blocks={text.blocks} />
      {after}
    </div>
  );
}

function useFleet() {
  const [fleet, setFleet] = useState<FleetVehicle[] | null>(initialFleet);
  const [error, setError] = useState('');
  useEffect(() => {
    if (fleet) return;
    getFleet().then(setFleet, (e: unknown) => setError(userMessage(e)));
  }, [fleet]);
  return { fleet, error };
}

/** The fleet from GET /api/vehicletypes: the same vehicle types, passengers and luggage as the wizard. */
function Fleet({ limit, headingLevel = 2 }: { limit?: number; headingLevel?: 2 | 3 }) {
  const { fleet, error } = useFleet();
  if (error) return <p role="alert">{error}</p>;
  if (!fleet) return <p role="status">Loading the fleet…</p>;
  if (fleet.length === 0) return <p>No vehicles are available to book at the moment.</p>;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={css.cards}>
      {fleet.slice(0, limit).map((vehicle) => {
        const carries = vehicleCarries(vehicle);
        return (
          <li key={vehicle.Id} className={css.card}>
            {vehicle.Image && <img className={css.vehicleImage} src={vehicle.Image} alt="" width={192} height={96} />}
            <Heading>{vehicle.Name}</Heading>
            {vehicle.Description && <p>{vehicle.Description}</p>}
            <dl>
              <dt>Passengers</dt>
              <dd>{carries.passengers}</dd>
              <dt>Luggage</dt>
              <dd>{carries.cases} cases</dd>
              <dt>Hand bags</dt>
              <dd>{carries.handBags}</dd>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}

function ServiceCards({ services, headingLevel }: { services: readonly AirportService[]; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={css.cards}>
      {services.map((service) => (
        <li key={service.slug} className={css.card}>
          <Heading>
            <Link to={paths.service(service.slug)}>{service.heading}</Link>
          </Heading>
          <p>{service.description}</p>
        </li>
      ))}
    </ul>
  );
}

/** Scrolls to the URL's #section once the page is there (links to a home section from another page: docs/behaviour/journey.md). */
function useHashScroll(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [ready, hash]);
}

function Home({ content }: { content: TenantContent }) {
  const home = content.pages.home;
  useHashScroll(true);
  return (
    <Page text={home}>
      <section aria-labelledby="home-quote">
        <h2 id="home-quote">Get a quote</h2>
        <JourneyForm />
      </section>
      <section id="services" aria-labelledby="home-services">
        <h2 id="home-services">Airport transfers</h2>
        <ServiceCards services={content.services} headingLevel={3} />
      </section>
      <section id="fleet" aria-labelledby="home-fleet">
        <h2 id="home-fleet">Our fleet</h2>
        <Fleet limit={3} headingLevel={3} />
        <Link to={paths.fleet()}>See the whole fleet</Link>
      </section>
      <section id="contact" aria-labelledby="home-contact">
        <h2 id="home-contact">Contact</h2>
        <p>{content.pages.contact.intro}</p>
        <Link to={paths.contact()}>Send us a message</Link>
      </section>
    </Page>
  );
}

function ServicePage({ content }: { content: TenantContent }) {
  const { id } = useParams();
  const slug = cleanParam(id);
  const service = content.services.find((s) => s.slug === slug);
  const airport = useMemo(() => (service ? { name: service.name, code: service.airportCode } : undefined), [service]);
  if (!service) {
    return (
      <div className={css.page}>
        <h1>Service not found</h1>
        <p>We do not offer this service. These are the airport transfers we do offer:</p>
        <ServiceCards services={content.services} headingLevel={2} />
      </div>
    );
  }
  return (
    <Page text={service}>
      <section aria-labelledby="service-quote">
        <h2 id="service-quote">Get a quote</h2>
        <JourneyForm airport={airport} />
      </section>
    </Page>
  );
}

const menuLinks = [
  { to: paths.booking(), label: 'Book a journey' },
  { to: paths.home(), label: 'Home' },
  { to: paths.about(), label: 'About' },
  { to: paths.services(), label: 'Services' },
  { to: paths.fleet(), label: 'Fleet' },
  { to: paths.contact(), label: 'Contact' },
  { to: paths.policy(), label: 'Privacy policy' },
  { to: paths.terms(), label: 'Terms and conditions' },
  { to: paths.cookie(), label: 'Cookie policy' },
];

function PageFor({ page, content }: { page: ContentPageName; content: TenantContent }) {
  const { id } = useParams();
  if (page === 'services' && id !== undefined) return <ServicePage content={content} />;
  const name = page;
  const text = content.pages[name];
  switch (name) {
    case 'home':
      return <Home content={content} />;
    case 'services':
      return (
        <Page text={text}>
          <ServiceCards services={content.services} headingLevel={2} />
        </Page>
      );
    case 'fleet':
      return (
        <Page text={text}>
          <Fleet />
          <Link className={css.ctaLink} to={paths.booking()}>
            Book a journey
          </Link>
        </Page>
      );
    case 'contact':
      return (
        <Page text={text}>
          <FirstViewPart fallback={<p role="status">Loading the contact forms…</p>}>
            <ContactForms />
          </FirstViewPart>
        </Page>
      );
    case 'menu':
      return (
        <Page text={text}>
          <nav aria-label="Site">
            <ul>
              {menuLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </Page>
      );
    default:
      return (
        <Page
          text={text}
          after={
            <Link className={css.ctaLink} to={paths.booking()}>
              Book a journey
            </Link>
          }
        />
      );
  }
}

/** The tenant's content pages: home, about, services and each airport service, fleet, contact, policies and menu. */
export function ContentPage({ page }: { page: ContentPageName }) {
  const [content, setContent] = useState<TenantContent | undefined>(inlineContent);
  const [error, setError] = useState('');
  useEffect(() => {
    if (content) return;
    getContent().then(setContent, (e: unknown) => setError(userMessage(e)));
  }, [content]);
  if (error) {
    return (
      <div className={css.page}>
        <h1>This page could not be loaded</h1>
        <p role="alert">{error}</p>
      </div>
    );
  }
  if (!content) return <p role="status">Loading…</p>;
  return <PageFor page={page} content={content} />;
}
