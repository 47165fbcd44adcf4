ALTER TABLE "general_configuration" ADD COLUMN "whatsapp_number" text;--> statement-breakpoint
ALTER TABLE "general_configuration" ADD COLUMN "whatsapp_message" text;--> statement-breakpoint
-- Reference data: more cities of Colombia and México, with their map point and time zone.
INSERT INTO cities (name, country_id, latitude, longitude, zoom, time_zone) VALUES
  ('Medellín', 5, 6.244203, -75.581212, 12, 'America/Bogota'),
  ('Cali', 5, 3.451647, -76.532000, 12, 'America/Bogota'),
  ('Barranquilla', 5, 10.963889, -74.796387, 12, 'America/Bogota'),
  ('Guadalajara', 14, 20.659698, -103.349609, 12, 'America/Mexico_City'),
  ('Monterrey', 14, 25.686614, -100.316113, 12, 'America/Monterrey'),
  ('Cancún', 14, 21.161908, -86.851528, 12, 'America/Cancun');
