import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateCatalogue } from '../../../i18n/language';
import { messages as french } from '../../../locales/fr/messages.po';
import { ChangedFields } from './booking-changes-list';

afterEach(() => activateCatalogue({ language: 'en-GB', messages: {} }));

const fields = [
  { Field: 'Vehicle', From: 'Saloon', To: 'Estate' },
  { Field: 'Assistance dog', From: 'No', To: 'Yes' },
  { Field: 'Outward pickup time', From: '01/12/2026 10:00', To: '01/12/2026 11:00' },
  { Field: 'Roof rack', From: 'No', To: 'Yes' },
];

describe("a change's fields, named in the page's language", () => {
  it('names each field from the catalogue by its key, not with the server’s English', () => {
    activateCatalogue({ language: 'fr', messages: french });
    render(<ChangedFields fields={fields} />);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items[0]).toMatch(/^Véhicule\s?: Saloon/);
    expect(items[1]).toMatch(/^Chien d’assistance\s?: No/);
    expect(items[2]).toMatch(/^Heure de prise en charge à l’aller\s?: 01\/12\/2026 10:00/);
    // A key the table does not know (a trail stored before it) shows as it came rather than not at all.
    expect(items[3]).toMatch(/^Roof rack\s?: No/);
  });

  it('keeps the en-GB names word for word', () => {
    render(<ChangedFields fields={fields.slice(0, 2)} />);
    expect(screen.getByText('Vehicle: Saloon to Estate')).toBeInTheDocument();
    expect(screen.getByText('Assistance dog: No to Yes')).toBeInTheDocument();
  });
});
