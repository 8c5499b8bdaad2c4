import { contrastRatio, parseColour, type Rgba, themeScales } from '@cabkit/themes';
import type { CSSProperties, ReactNode } from 'react';
import { assetUrl, tenantFontCss, tenantNames, tenantTheme } from '../tenants';

// The token pages draw every tenant side by side, so they use the resolved values, not the page's CSS variables.
const tenants = Object.keys(tenantNames);

const rgb = (value: string): Rgba | undefined => parseColour(value);
function ratio(foreground: string, background: string): number | undefined {
  const first = rgb(foreground);
  const second = rgb(background);
  return first && second ? contrastRatio(first, second) : undefined;
}

const table: CSSProperties = { borderCollapse: 'collapse', width: '100%', margin: '8px 0 24px', fontSize: 14 };
const cell: CSSProperties = { borderBottom: '1px solid #d0d5db', padding: '6px 8px', textAlign: 'left' };

/** A contrast ratio with its WCAG 2.2 result for text (4.5:1) or for graphics and focus (3:1). */
function Ratio({ value, minimum }: { value: number | undefined; minimum: number }) {
  if (value === undefined) return <span>n/a</span>;
  const pass = value >= minimum;
  return (
    <span>
      {value.toFixed(2)}:1 <strong>{pass ? `passes ${minimum}:1` : `FAILS ${minimum}:1`}</strong>
    </span>
  );
}

function Swatch({ colour }: { colour: string }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        width: 28,
        height: 20,
        verticalAlign: 'middle',
        marginRight: 8,
        background: colour,
        border: '1px solid #6b7580',
      }}
    />
  );
}

/** Each colour role, the background it is used on, and the pair's contrast (what the build's test checks). */
const ROLE_PAIRS: [string, string, number][] = [
  ['text', 'surface', 4.5],
  ['textMuted', 'surface', 4.5],
  ['link', 'surface', 4.5],
  ['primary', 'surface', 4.5],
  ['onPrimary', 'primary', 4.5],
  ['onBrand', 'brand', 4.5],
  ['critical', 'criticalSurface', 4.5],
  ['positive', 'positiveSurface', 4.5],
  ['warning', 'warningSurface', 4.5],
  ['info', 'infoSurface', 4.5],
  ['neutral', 'neutralSurface', 4.5],
  ['focus', 'surface', 3],
  ['borderField', 'surface', 3],
  ['accent', 'surface', 3],
];

function Section({ tenant, children }: { tenant: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`tokens-${tenant}`} style={{ marginBottom: 40 }}>
      <h2 id={`tokens-${tenant}`}>{tenantNames[tenant]}</h2>
      {children}
    </section>
  );
}

/** Colour roles with their contrast ratios, the chart palette and the brand and accent scales of each tenant. */
export function ColourTokens() {
  return (
    <>
      {tenants.map((tenant) => {
        const { tokens, brand } = tenantTheme(tenant);
        const colour = tokens.color as Record<string, string>;
        const scales = themeScales(tokens);
        return (
          <Section key={tenant} tenant={tenant}>
            <p>
              Appearance: <strong>{brand.appearance}</strong> (sets <code>color-scheme</code>). Focus ring: drawn from
              the accent.
            </p>
            <table style={table}>
              <caption style={{ textAlign: 'left', fontWeight: 700 }}>Roles and their contrast</caption>
              <thead>
                <tr>
                  <th style={cell}>Token</th>
                  <th style={cell}>Value</th>
                  <th style={cell}>On</th>
                  <th style={cell}>Contrast</th>
                </tr>
              </thead>
              <tbody>
                {ROLE_PAIRS.map(([role, background, minimum]) => (
                  <tr key={role}>
                    <td style={cell}>
                      <code>color.{role}</code>
                    </td>
                    <td style={cell}>
                      <Swatch colour={colour[role] as string} />
                      {colour[role]}
                    </td>
                    <td style={cell}>
                      <code>color.{background}</code> {colour[background]}
                    </td>
                    <td style={cell}>
                      <Ratio value={ratio(colour[role] as string, colour[background] as string)} minimum={minimum} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <h3>Chart palette</h3>
            <ul style={{ listStyle: 'none', padding: 0, display: 'flex', flexWrap: 'wrap', gap: 16 }}>
              {Object.entries(tokens.chart).map(([name, value]) => (
                <li key={name}>
                  <Swatch colour={value} />
                  <code>chart.{name}</code> {value} <Ratio value={ratio(value, colour.surface as string)} minimum={3} />
                </li>
              ))}
            </ul>
            {(['brand', 'accent'] as const).map((name) =>
              (['light', 'dark'] as const).map((appearance) => {
                const scale = scales[name][appearance];
                return (
                  <div key={`${name}-${appearance}`}>
                    <h3>
                      {name} scale, {appearance}
                      {appearance === brand.appearance ? ' (in use: --ck-scale-' + name + '-1 ... 12)' : ''}
                    </h3>
                    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(12, 1fr)', gap: 2 }}>
                      {scale.map((step, index) => (
                        <div key={step + String(index)} style={{ fontSize: 11, textAlign: 'center' }}>
                          <div aria-hidden="true" style={{ background: step, height: 32 }} />
                          {index + 1}
                          <br />
                          {step}
                        </div>
                      ))}
                    </div>
                    <p style={{ fontSize: 14 }}>
                      Step 11 on step 2: <Ratio value={ratio(scale[10] as string, scale[1] as string)} minimum={4.5} />
                      {'; '}step 12 on step 3:{' '}
                      <Ratio value={ratio(scale[11] as string, scale[2] as string)} minimum={4.5} />
                    </p>
                  </div>
                );
              }),
            )}
          </Section>
        );
      })}
    </>
  );
}

/** Font families (rendered in the tenant's own font), sizes, heading sizes per breakpoint, weights and line heights. */
export function TypeTokens() {
  return (
    <>
      <style>{tenants.map((tenant) => tenantFontCss(tenant)).join('\n')}</style>
      {tenants.map((tenant) => {
        const { tokens, brand } = tenantTheme(tenant);
        const { font } = tokens;
        return (
          <Section key={tenant} tenant={tenant}>
            <p style={{ fontFamily: font.family.heading, fontSize: font.heading.h1.desktop, margin: '8px 0' }}>
              Heading: your car is booked
            </p>
            <p style={{ fontFamily: font.family.body, fontSize: font.size.md }}>
              Body: pick-up at Heathrow Terminal 5, 14:30. Fare £54.69, free waiting for 45 minutes.
            </p>
            <table style={table}>
              <caption style={{ textAlign: 'left', fontWeight: 700 }}>Fonts shipped (self-hosted woff2)</caption>
              <thead>
                <tr>
                  <th style={cell}>Family</th>
                  <th style={cell}>Role</th>
                  <th style={cell}>File</th>
                  <th style={cell}>Fallback face</th>
                </tr>
              </thead>
              <tbody>
                {brand.fonts.map((item) => (
                  <tr key={item.family}>
                    <td style={cell}>{item.family}</td>
                    <td style={cell}>{item.role}</td>
                    <td style={cell}>
                      <code>
                        {item.package}/files/{item.file}
                      </code>
                    </td>
                    <td style={cell}>
                      {item.fallback.local.join(', ')} at size-adjust {item.fallback.sizeAdjust}, ascent{' '}
                      {item.fallback.ascentOverride}, descent {item.fallback.descentOverride}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <table style={table}>
              <caption style={{ textAlign: 'left', fontWeight: 700 }}>Sizes</caption>
              <thead>
                <tr>
                  <th style={cell}>Token</th>
                  <th style={cell}>Phone</th>
                  <th style={cell}>Desktop</th>
                </tr>
              </thead>
              <tbody>
                {(['h1', 'h2', 'h3'] as const).map((level) => (
                  <tr key={level}>
                    <td style={cell}>
                      <code>font.heading.{level}</code>
                    </td>
                    <td style={cell}>{font.heading[level].phone}</td>
                    <td style={cell}>{font.heading[level].desktop}</td>
                  </tr>
                ))}
                {Object.entries(font.size).map(([name, value]) => (
                  <tr key={name}>
                    <td style={cell}>
                      <code>font.size.{name}</code>
                    </td>
                    <td style={cell} colSpan={2}>
                      {value}
                    </td>
                  </tr>
                ))}
                {Object.entries(font.weight).map(([name, value]) => (
                  <tr key={name}>
                    <td style={cell}>
                      <code>font.weight.{name}</code>
                    </td>
                    <td style={cell} colSpan={2}>
                      {value}
                    </td>
                  </tr>
                ))}
                {Object.entries(font.lineHeight).map(([name, value]) => (
                  <tr key={name}>
                    <td style={cell}>
                      <code>font.lineHeight.{name}</code>
                    </td>
                    <td style={cell} colSpan={2}>
                      {value}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Section>
        );
      })}
    </>
  );
}

function Bar({ size }: { size: string }) {
  return (
    <span aria-hidden="true" style={{ display: 'inline-block', height: 12, width: size, background: '#0a58ca' }} />
  );
}

/** Spacing, section spacing, containers, control sizes, radii and shadows of each tenant. */
export function LayoutTokens() {
  return (
    <>
      {tenants.map((tenant) => {
        const { tokens } = tenantTheme(tenant);
        const rows: [string, string, ReactNode][] = [
          ...Object.entries(tokens.space).map(([n, v]): [string, string, ReactNode] => [
            `space.${n}`,
            v,
            <Bar size={v} />,
          ]),
          ...Object.entries(tokens.section).map(([n, v]): [string, string, ReactNode] => [
            `section.${n}`,
            v,
            <Bar size={v} />,
          ]),
          ...Object.entries(tokens.container).map(([n, v]): [string, string, ReactNode] => [`container.${n}`, v, null]),
          ...Object.entries(tokens.size).map(([n, v]): [string, string, ReactNode] => [`size.${n}`, v, null]),
          ...Object.entries(tokens.radius).map(([n, v]): [string, string, ReactNode] => [
            `radius.${n}`,
            v,
            <span
              aria-hidden="true"
              style={{ display: 'inline-block', width: 48, height: 32, border: '2px solid #1b1f24', borderRadius: v }}
            />,
          ]),
          ...Object.entries(tokens.shadow).map(([n, v]): [string, string, ReactNode] => [
            `shadow.${n}`,
            v,
            <span
              aria-hidden="true"
              style={{ display: 'inline-block', width: 64, height: 32, background: '#ffffff', boxShadow: v }}
            />,
          ]),
        ];
        return (
          <Section key={tenant} tenant={tenant}>
            <table style={table}>
              <caption style={{ textAlign: 'left', fontWeight: 700 }}>Spacing, layout, radii and shadows</caption>
              <thead>
                <tr>
                  <th style={cell}>Token</th>
                  <th style={cell}>Value</th>
                  <th style={cell}>Sample</th>
                </tr>
              </thead>
              <tbody>
                {rows.map(([name, value, sample]) => (
                  <tr key={name}>
                    <td style={cell}>
                      <code>{name}</code>
                    </td>
                    <td style={cell}>{value}</td>
                    <td style={cell}>{sample}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Section>
        );
      })}
    </>
  );
}

/** Logos (light and dark), mark, hero, vehicle pictures, header variant and legal name of each tenant. */
export function BrandAssets() {
  return (
    <>
      {tenants.map((tenant) => {
        const { tokens, brand } = tenantTheme(tenant);
        const picture = (file: string, alt: string, width: number, background?: string) => (
          <img
            src={assetUrl(tenant, file)}
            alt={alt}
            width={width}
            style={{ background, padding: background ? 8 : 0, maxWidth: '100%', height: 'auto' }}
          />
        );
        return (
          <Section key={tenant} tenant={tenant}>
            <p>
              Legal name: <strong>{brand.legalName}</strong>. Header: <strong>{brand.headerVariant}</strong>.
              Appearance: <strong>{brand.appearance}</strong>.
            </p>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' }}>
              {picture(brand.logo.light, `${brand.logo.alt} logo for light backgrounds`, 180, '#ffffff')}
              {picture(brand.logo.dark, `${brand.logo.alt} logo for dark backgrounds`, 180, '#1b1f24')}
              {picture(brand.mark, `${brand.logo.alt} mark (favicon and app icon)`, 48)}
            </div>
            <div style={{ marginTop: 16, maxWidth: 600 }}>
              {picture(brand.imagery.hero, brand.imagery.heroAlt, 600)}
            </div>
            <ul style={{ listStyle: 'none', padding: 0, display: 'flex', flexWrap: 'wrap', gap: 16 }}>
              {Object.entries(brand.imagery.vehicles).map(([key, file]) => (
                <li
                  key={key}
                  style={{ textAlign: 'center', background: tokens.color.surface, color: tokens.color.text }}
                >
                  {picture(file, '', 140)}
                  <br />
                  {key}
                </li>
              ))}
            </ul>
          </Section>
        );
      })}
    </>
  );
}
