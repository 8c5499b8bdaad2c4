import { useLanguage } from '../../../i18n/language';
import { t } from '@lingui/core/macro';
import { vehicleCarries } from '@cabkit/domain/quote';
import type { AirportService } from '@cabkit/themes';
import { telHref } from '@cabkit/ui/BrandShell';
import { EmptyState } from '@cabkit/ui/EmptyState';
import { Skeleton, SkeletonCard } from '@cabkit/ui/Skeleton';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { userMessage } from '../../../api/errors';
import { paths } from '../../../app/paths';
import { configState } from '../../../state/config';
import { type FleetVehicle, getFleet, initialFleet } from '../api/get-fleet';
import * as css from './content.css';

/** The fleet the server drew the page with, or else fetched once the page is shown. */
function useFleet() {
  const [fleet, setFleet] = useState<FleetVehicle[] | null>(initialFleet);
  const [error, setError] = useState('');
  useEffect(() => {
    if (fleet) return;
    getFleet().then(setFleet, (e: unknown) => setError(userMessage(e)));
  }, [fleet]);
  return { fleet, error };
}

/**
 * A vehicle type's picture: the tenant's own picture for its kind (the brand block's vehicles, keyed by the name
 * of the stock picture, e.g. `saloon`), else the stock picture the vehicle type names.
 */
function vehiclePicture(image: string, tenantPictures: Readonly<Record<string, string>> | undefined): string {
  const kind = /([a-z0-9-]+)\.[a-z]+$/i.exec(image)?.[1]?.toLowerCase();
  return (kind && tenantPictures?.[kind]) || image;
}

/**
 * The fleet from GET /api/vehicletypes as picture cards: the same vehicle types, passengers and luggage as the
 * wizard; a skeleton while it loads and an empty state that leads to the phone line when there is none.
 */
export function FleetCards({ limit, headingLevel = 2 }: { limit?: number; headingLevel?: 2 | 3 }) {
  useLanguage();
  const { fleet, error } = useFleet();
  const config = useSnapshot(configState);
  if (error) return <p role="alert">{error}</p>;
  if (!fleet) {
    return (
      <Skeleton label={t`Loading the fleet`}>
        <div className={css.fleetCards}>
          {Array.from({ length: limit ?? 4 }, (_, at) => (
            <SkeletonCard key={at} />
          ))}
        </div>
      </Skeleton>
    );
  }
  if (fleet.length === 0) {
    return (
      <EmptyState
        headingLevel={headingLevel}
        title={t`No vehicles to show`}
        action={
          config.phone ? (
            <a className={css.ctaLink} href={telHref(config.phone)}>
              {t`Call us on ${config.phone}`}
            </a>
          ) : undefined
        }
      >
        {t`No vehicles are available to book at the moment.`}
      </EmptyState>
    );
  }
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={css.fleetCards}>
      {fleet.slice(0, limit).map((vehicle) => {
        const carries = vehicleCarries(vehicle);
        return (
          <li key={vehicle.Id} className={css.card}>
            {vehicle.Image && (
              <img
                className={css.vehicleImage}
                src={vehiclePicture(vehicle.Image, config.brand?.vehicles)}
                alt=""
                width={240}
                height={120}
                loading="lazy"
              />
            )}
            <Heading>{vehicle.Name}</Heading>
            {vehicle.Description && <p>{vehicle.Description}</p>}
            <dl className={css.carries}>
              <div>
                <dt>{t`Passengers`}</dt>
                <dd>{carries.passengers}</dd>
              </div>
              <div>
                <dt>{t`Luggage`}</dt>
                <dd>{t`${carries.cases} cases`}</dd>
              </div>
              <div>
                <dt>{t`Hand bags`}</dt>
                <dd>{carries.handBags}</dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The tenant's airport services as cards: the airport's code, the page's heading as the link, its line (`compact`:
 * not on a phone, where the home page lists them one short row each).
 */
export function ServiceCards({
  services,
  headingLevel,
  compact = false,
}: {
  services: readonly AirportService[];
  headingLevel: 2 | 3;
  compact?: boolean;
}) {
  useLanguage();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={css.cards}>
      {services.map((service) => (
        <li key={service.slug} className={css.serviceCard}>
          <span className={css.airportCode} aria-hidden="true">
            {service.airportCode}
          </span>
          <div className={css.cardText}>
            <Heading>
              <Link className={css.cardLink} to={paths.service(service.slug)}>
                {service.heading}
              </Link>
            </Heading>
            <p className={compact ? css.notOnPhone : undefined}>{service.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
