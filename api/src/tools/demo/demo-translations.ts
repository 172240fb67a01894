/**
 * The demo counties' own texts in Spanish (`general.translations`): what a county would
 * publish for its Spanish-speaking owners. Keyed like the settings they translate; a text left out
 * (the mailing address, an address) is shown as the county wrote it.
 */
export const DEMO_TRANSLATIONS: Record<string, Record<string, Record<string, string>>> = {
  'harbor-county': {
    es: {
      'general.display_name': 'Oficina del Tasador del Condado de Harbor',
      'appeal.search_text': 'Busque por dirección, nombre del propietario o número de parcela',
      'appeal.search_help':
        'Los números de parcela tienen este formato: 01-234-567. Pruebe con parte de la dirección (por ejemplo, "Harbor St") o con el apellido del propietario.',
      'appeal.appeal_desc_text': 'Si cree que el valor tasado de su propiedad es demasiado alto, puede presentar una apelación ante la Junta de Revisión.',
      'appeal.appeal_information':
        'Las apelaciones deben presentarse dentro del período de apelación. Recibirá una confirmación por correo electrónico, y la Junta de Revisión le escribirá para comunicarle su decisión.',
      'appeal.already_filed_text': 'Ya se presentó una apelación para esta propiedad en este período. Llame a la oficina si necesita cambiarla.',
      'appeal.summary_disclaimer': 'Al presentar su apelación, usted confirma que la información que dio es verdadera y completa según su leal saber y entender.',
      'appeal_flow.intro_text': 'La presentación toma unos diez minutos. Tenga a mano su opinión sobre el valor de la propiedad y cualquier documento.',
      'appeal_flow.reason_text': 'Elija todos los motivos que correspondan y explíquenos brevemente por qué.',
      'appeal_flow.comper_text': 'Puede elegir ventas recientes de viviendas similares para respaldar su opinión sobre el valor.',
    },
  },
  'pine-county': {
    es: {
      'general.display_name': 'Tasador del Condado de Pine',
      'appeal.search_text': 'Busque por dirección, propietario o número de parcela',
      'appeal.search_help': 'Los números de parcela del Condado de Pine empiezan con el código del municipio, por ejemplo R0012345.',
      'appeal.appeal_desc_text': '¿No está de acuerdo con su avalúo? Presente una apelación ante el Tasador del Condado de Pine.',
      'appeal.already_filed_text': 'Esta propiedad ya tiene una apelación presentada en este período.',
      'appeal_flow.intro_text': 'Díganos qué valor considera correcto y por qué.',
    },
  },
};
