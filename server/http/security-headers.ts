import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * Headers on every response. The CSP allows only our own scripts and styles (no inline code:
 * React sets style properties through the DOM, which CSP does not restrict), images from us,
 * `data:`/`blob:` (generated images, map canvases) and the map tiles' host (MAP_TILE_URL, OpenStreetMap's
 * by default) for the property map.
 * Pages may be framed by our own pages only: printing a report loads it again in a hidden frame of
 * the same origin (001 section 7 "The print flow"); no other site can frame them.
 */
/** The origin of a tile URL template ('https://tile.openstreetmap.org/{z}/{x}/{y}.png' -> 'https://tile.openstreetmap.org'). */
const tileOrigin = (template: string): string => {
  try {
    return new URL(template.replace(/\{[xyz]\}/g, '0')).origin;
  } catch {
    return "'self'";
  }
};

export const securityHeaders = (mapTileUrl: string): MiddlewareHandler =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:', tileOrigin(mapTileUrl)],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
    xFrameOptions: 'SAMEORIGIN',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
  });
