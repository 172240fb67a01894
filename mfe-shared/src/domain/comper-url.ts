import type { Property } from '../schemas/property';
import type { Settings } from '../schemas/settings';

/** The comparables tool's address for a parcel, from the products.public_comper_url* settings. */
export function comperUrl(settings: Settings, property: Property): string | null {
  const base = settings['products.public_comper_url'];
  if (!base) return null;
  const url = new URL(settings['products.public_comper_url_path'] || '/', base);
  url.searchParams.set(settings['products.public_comper_url_property_id_param'] || 'id', property.comperId || property.id);
  if (settings['products.public_comper_url_vendor']) url.searchParams.set('vendor', settings['products.public_comper_url_vendor']);
  return url.href;
}
