import type { PageName } from '@cabkit/contract';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { userMessage } from '../../../api/errors';
import { paths } from '../../../app/paths';
import { configState } from '../../../state/config';
import { type FleetVehicle, getFleet } from '../api/get-fleet';

function Fleet() {
  const [fleet, setFleet] = useState<FleetVehicle[] | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    getFleet().then(setFleet, (e: unknown) => setError(userMessage(e)));
  }, []);
  if (error) return <p role="alert">{error}</p>;
  if (!fleet) return <p role="status">Loading the fleet…</p>;
  return (
    <ul>
      {fleet.map((vehicle) => (
        <li key={vehicle.Id}>
          <h2>{vehicle.Name}</h2>
          <p>{vehicle.Description}</p>
          <p>
            Up to {vehicle.Passengers} passengers, {vehicle.Luggages} cases and {vehicle.HandBags} hand bags.
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The tenant's content pages: home, about, services, fleet, contact, policy and cookie pages. */
export function ContentPage({ page }: { page: PageName }) {
  const config = useSnapshot(configState);
  const name = config.title || 'us';
  switch (page) {
    case 'fleet':
      return (
        <>
          <h1>Our fleet</h1>
          <Fleet />
        </>
      );
    case 'contact':
      return (
        <>
          <h1>Contact</h1>
          <p>
            Call <a href={`tel:${config.phone.replace(/\s+/g, '')}`}>{config.phone}</a> or e-mail{' '}
            <a href={`mailto:${config.email}`}>{config.email}</a>.
          </p>
        </>
      );
    case 'about':
      return (
        <>
          <h1>About {name}</h1>
          <p>{config.about}</p>
        </>
      );
    case 'services':
      return (
        <>
          <h1>Services</h1>
          <p>Airport transfers, station pick-ups and journeys across the country, booked in a minute.</p>
          <Link to={paths.booking()}>Get a quote</Link>
        </>
      );
    case 'quickbookinginvalid':
      return (
        <>
          <h1>This quick booking link is not valid</h1>
          <p>The link may have expired. You can still book a journey.</p>
          <Link to={paths.booking()}>Book a journey</Link>
        </>
      );
    case 'policy':
    case 'cookie':
      return (
        <>
          <h1>{page === 'policy' ? 'Privacy policy' : 'Cookie policy'}</h1>
          <p>
            {name} keeps the details of your booking only to carry out your journey. This site stores your booking in
            your browser's session storage until you close the tab, and no tracking cookies.
          </p>
        </>
      );
    default:
      return (
        <>
          <h1>{name}</h1>
          <p>{config.about}</p>
          <Link to={paths.booking()}>Book a journey</Link>
        </>
      );
  }
}
