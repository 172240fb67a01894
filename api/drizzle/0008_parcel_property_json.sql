-- A parcel as the API's Property, as JSON text, for parcels.property_json (next migration): GET
-- /prc/{id} and search send it as stored instead of reading each row's columns into JavaScript,
-- mapping and serialising them (api/README.md, "Benchmark"). It must write what toProperty
-- (src/parcels/to-property.ts) makes of the same row; test/parcels.test.ts checks every demo
-- parcel and unusual rows. Declared immutable, as a generated column needs: it is for these types
-- (json_build_object is only stable because some types' output depends on settings; a float8's
-- depends on extra_float_digits, which the API leaves at its default).
CREATE FUNCTION parcel_property_json(
  id text, address text, owner_name text, type text, value_amount bigint, value_currency text,
  mailing_lines text[], mailing_city text, mailing_state text, mailing_zip text, legal_description text,
  neighborhood text, area_code text, account_number text, tax_area text, lat double precision,
  lng double precision, record_card_url text, image_url text, active boolean, comper_id text
) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT json_build_object(
    'id', id, 'address', address, 'ownerName', owner_name, 'type', type,
    'value', CASE WHEN value_amount IS NULL THEN NULL
      ELSE json_build_object('amount', value_amount, 'currency', coalesce(value_currency, 'USD')) END,
    'mailingAddress', CASE WHEN mailing_lines IS NOT NULL AND mailing_city IS NOT NULL THEN json_build_object(
      'lines', mailing_lines, 'city', mailing_city, 'state', coalesce(mailing_state, ''), 'zip', coalesce(mailing_zip, '')) END,
    'legalDescription', legal_description, 'neighborhood', neighborhood, 'areaCode', area_code,
    'accountNumber', account_number, 'taxArea', tax_area,
    'location', CASE WHEN lat IS NOT NULL AND lng IS NOT NULL THEN json_build_object('lat', lat, 'lng', lng) END,
    'recordCardUrl', record_card_url, 'imageUrl', image_url, 'active', active, 'comperId', comper_id
  )::text
$$;
