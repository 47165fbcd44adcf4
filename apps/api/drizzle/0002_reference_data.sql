-- Reference data the product needs on any database (not demo data).
INSERT INTO currencies (code, name, symbol) VALUES
  ('PEN', 'Sol peruano', 'S/'),
  ('ARS', 'Peso argentino', '$'),
  ('BOB', 'Boliviano', 'Bs'),
  ('CLP', 'Peso chileno', '$'),
  ('COP', 'Peso colombiano', '$'),
  ('CRC', 'Colón costarricense', '₡'),
  ('CUP', 'Peso cubano', '$'),
  ('USD', 'Dólar estadounidense', 'US$'),
  ('EUR', 'Euro', '€'),
  ('GTQ', 'Quetzal', 'Q'),
  ('XAF', 'Franco CFA', 'FCFA'),
  ('HNL', 'Lempira', 'L'),
  ('MXN', 'Peso mexicano', '$'),
  ('NIO', 'Córdoba', 'C$'),
  ('PYG', 'Guaraní', '₲'),
  ('DOP', 'Peso dominicano', 'RD$'),
  ('UYU', 'Peso uruguayo', '$U'),
  ('VES', 'Bolívar', 'Bs.');
--> statement-breakpoint
INSERT INTO countries (id, name, country_code, phone_code, currency_code, tax_id_name, time_zone) OVERRIDING SYSTEM VALUE VALUES
  (1, 'Perú', 'PE', '+51', 'PEN', 'RUC', 'America/Lima'),
  (2, 'Argentina', 'AR', '+54', 'ARS', 'CUIT', 'America/Argentina/Buenos_Aires'),
  (3, 'Bolivia', 'BO', '+591', 'BOB', 'NIT', 'America/La_Paz'),
  (4, 'Chile', 'CL', '+56', 'CLP', 'RUT', 'America/Santiago'),
  (5, 'Colombia', 'CO', '+57', 'COP', 'NIT', 'America/Bogota'),
  (6, 'Costa Rica', 'CR', '+506', 'CRC', 'Cédula jurídica', 'America/Costa_Rica'),
  (7, 'Cuba', 'CU', '+53', 'CUP', 'NIT', 'America/Havana'),
  (8, 'Ecuador', 'EC', '+593', 'USD', 'RUC', 'America/Guayaquil'),
  (9, 'El Salvador', 'SV', '+503', 'USD', 'NIT', 'America/El_Salvador'),
  (10, 'España', 'ES', '+34', 'EUR', 'NIF', 'Europe/Madrid'),
  (11, 'Guatemala', 'GT', '+502', 'GTQ', 'NIT', 'America/Guatemala'),
  (12, 'Guinea Ecuatorial', 'GQ', '+240', 'XAF', 'NIF', 'Africa/Malabo'),
  (13, 'Honduras', 'HN', '+504', 'HNL', 'RTN', 'America/Tegucigalpa'),
  (14, 'México', 'MX', '+52', 'MXN', 'RFC', 'America/Mexico_City'),
  (15, 'Nicaragua', 'NI', '+505', 'NIO', 'RUC', 'America/Managua'),
  (16, 'Panamá', 'PA', '+507', 'USD', 'RUC', 'America/Panama'),
  (17, 'Paraguay', 'PY', '+595', 'PYG', 'RUC', 'America/Asuncion'),
  (18, 'Puerto Rico', 'PR', '+1', 'USD', 'EIN', 'America/Puerto_Rico'),
  (19, 'República Dominicana', 'DO', '+1', 'DOP', 'RNC', 'America/Santo_Domingo'),
  (20, 'Uruguay', 'UY', '+598', 'UYU', 'RUT', 'America/Montevideo'),
  (21, 'Venezuela', 'VE', '+58', 'VES', 'RIF', 'America/Caracas'),
  (22, 'Estados Unidos', 'US', '+1', 'USD', 'EIN', 'America/New_York');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('countries', 'id'), 22);
--> statement-breakpoint
INSERT INTO store_types (name, translations) VALUES
  ('Cafetería', '[{"languageCode":"es","text":"Cafetería"},{"languageCode":"en","text":"Coffee shop"}]'),
  ('Restaurante', '[{"languageCode":"es","text":"Restaurante"},{"languageCode":"en","text":"Restaurant"}]'),
  ('Panadería', '[{"languageCode":"es","text":"Panadería"},{"languageCode":"en","text":"Bakery"}]'),
  ('Bodega', '[{"languageCode":"es","text":"Bodega"},{"languageCode":"en","text":"Grocery store"}]'),
  ('Farmacia', '[{"languageCode":"es","text":"Farmacia"},{"languageCode":"en","text":"Pharmacy"}]'),
  ('Peluquería y belleza', '[{"languageCode":"es","text":"Peluquería y belleza"},{"languageCode":"en","text":"Hair and beauty"}]'),
  ('Ropa y calzado', '[{"languageCode":"es","text":"Ropa y calzado"},{"languageCode":"en","text":"Clothing and shoes"}]'),
  ('Otros', '[{"languageCode":"es","text":"Otros"},{"languageCode":"en","text":"Other"}]');
--> statement-breakpoint
INSERT INTO cities (name, country_id, latitude, longitude, zoom, time_zone) VALUES
  ('Lima', 1, -12.046374, -77.042793, 12, 'America/Lima'),
  ('Arequipa', 1, -16.409047, -71.537451, 13, 'America/Lima'),
  ('Cusco', 1, -13.531950, -71.967463, 13, 'America/Lima'),
  ('Trujillo', 1, -8.111876, -79.028698, 13, 'America/Lima'),
  ('Buenos Aires', 2, -34.603722, -58.381592, 12, 'America/Argentina/Buenos_Aires'),
  ('Santiago', 4, -33.448890, -70.669265, 12, 'America/Santiago'),
  ('Bogotá', 5, 4.710989, -74.072090, 12, 'America/Bogota'),
  ('Quito', 8, -0.180653, -78.467834, 12, 'America/Guayaquil'),
  ('Madrid', 10, 40.416775, -3.703790, 12, 'Europe/Madrid'),
  ('Ciudad de México', 14, 19.432608, -99.133209, 11, 'America/Mexico_City'),
  ('Montevideo', 20, -34.901112, -56.164532, 12, 'America/Montevideo');
--> statement-breakpoint
INSERT INTO general_configuration (id) VALUES (1);
