import { csvFile } from '../../../ui/csv';

/** The example file offered for download: the columns the server recognises, one row of each kind. */
export function templateCsv(): string {
  return csvFile(
    ['cliente', 'puntos', 'monto', 'motivo'],
    [
      ['A1b2', 50, '', 'Campaña de aniversario'],
      ['cliente@correo.com', '', '125.50', 'Compras de la feria'],
      ['987654321', 20, '', ''],
    ],
  );
}
