/** Escapes text for SVG content. */
function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A driver's avatar as SVG: initials on a colour picked from the name, so each driver looks distinct
 * without storing photos. Accessible: it has a title naming the driver.
 */
export function driverAvatarSvg(firstName: string, lastName: string): string {
  const name = `${firstName} ${lastName}`.trim() || 'Driver';
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || 'D';
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img">',
    `<title>${escapeXml(name)}</title>`,
    `<rect width="128" height="128" rx="64" fill="hsl(${hue} 45% 35%)"/>`,
    `<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="52" font-weight="600" fill="#fff">${escapeXml(initials)}</text>`,
    '</svg>',
  ].join('');
}
