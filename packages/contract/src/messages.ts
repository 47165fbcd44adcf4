import { fieldLabels } from './field-labels.ts';
import { type ParamValueOf, renderParams, spanishParams } from './message-params.ts';
import { successMessages } from './success-messages.ts';
import { systemTexts } from './system-texts.ts';

export { fieldLabels, successMessages, systemTexts };

/** Every message the API can fail with (what its ok answers say is in success-messages.ts). */
export const failureMessages = {
  'common.notFound': 'No se encontró lo que busca.',
  'common.forbidden': 'No tiene permiso para hacer esto.',
  'common.unauthorized': 'Su sesión no es válida o ha expirado. Inicie sesión de nuevo.',
  'common.internal': 'Ocurrió un error interno. Inténtelo de nuevo en unos minutos. (ref. {{requestId}})',
  'common.routeNotFound': 'La ruta {{url}} no existe.',
  'common.numberTooLarge': 'El número es demasiado grande.',
  'common.textNotAllowed': 'El texto contiene caracteres no permitidos.',
  'common.databaseDown': 'La base de datos no responde.',
  'common.jobQueueNotReady': 'La cola de trabajos no está lista.',
  'common.metricsUnauthorized': 'No autorizado.',

  'request.tooLarge': 'La petición es demasiado grande.',
  'request.notJson': 'El contenido debe enviarse como JSON.',
  'request.empty': 'La petición no tiene contenido.',
  'request.invalidJson': 'La petición no es un JSON válido.',
  'request.invalidContentLength': 'La longitud de la petición no es válida.',
  'request.badUrl': 'La dirección no es válida.',
  'request.urlTooLong': 'La dirección es demasiado larga.',
  'request.headersTooLarge': 'Las cabeceras de la petición son demasiado grandes.',
  'request.timeout': 'La petición tardó demasiado en llegar. Vuelva a intentarlo.',
  'request.invalid': 'La petición no es válida.',
  'request.oneFile': 'Envíe un solo archivo.',
  'request.fileField': 'Envíe el archivo en el campo «file».',
  'request.malformedForm':
    'El formulario enviado (multipart/form-data) está incompleto o mal formado. Vuelva a enviarlo.',
  'request.imageAsMultipart': 'Envíe la imagen como multipart/form-data en el campo «file».',
  'request.badIdempotencyKey': 'La cabecera Idempotency-Key debe tener entre 1 y 200 caracteres visibles.',
  'request.idempotencyKeyReused': 'Esa clave de idempotencia ya se usó con otra petición.',

  'validation.required': '{{field}} es obligatorio.',
  'validation.mustBeText': '{{field}} debe ser un texto.',
  'validation.mustBeNumber': '{{field}} debe ser un número.',
  'validation.mustBeInteger': '{{field}} debe ser un número entero.',
  'validation.mustBeBoolean': '{{field}} debe ser verdadero o falso.',
  'validation.mustBeObject': '{{field}} debe ser un objeto.',
  'validation.mustBeList': '{{field}} debe ser una lista.',
  'validation.mustBeDate': '{{field}} debe ser una fecha.',
  'validation.mustBeType': '{{field}} debe ser {{expected}}.',
  'validation.tooShort': '{{field}} debe tener al menos {{minimum}} caracteres.',
  'validation.tooLong': '{{field}} no puede tener más de {{maximum}} caracteres.',
  'validation.tooFewItems': '{{field}} debe tener al menos {{minimum}} elementos.',
  'validation.tooManyItems': '{{field}} no puede tener más de {{maximum}} elementos.',
  'validation.atLeast': '{{field}} debe ser mayor o igual que {{minimum}}.',
  'validation.greaterThan': '{{field}} debe ser mayor que {{minimum}}.',
  'validation.atMost': '{{field}} debe ser menor o igual que {{maximum}}.',
  'validation.lessThan': '{{field}} debe ser menor que {{maximum}}.',
  'validation.email': '{{field}} no es un email válido.',
  'validation.dateFormat': '{{field}} debe ser una fecha con el formato AAAA-MM-DD.',
  'validation.format': '{{field}} no tiene un formato válido.',
  'validation.multipleOf': '{{field}} debe ser múltiplo de {{divisor}}.',
  'validation.moneyUnreadable':
    '{{field}} no es un monto que se pueda leer. Escríbalo como 12,50 o 1.234,50.',
  'validation.moneyDecimals': '{{field}} admite como máximo {{decimals}} decimales.',
  'validation.moneyNoDecimals': '{{field}} se escribe sin decimales en esta moneda.',
  'validation.notAllowed': '{{field}} no tiene un valor permitido.',
  'validation.unknownFields': 'La petición tiene campos desconocidos: {{keys}}.',
  'validation.invalid': '{{field}} no es válido.',
  'validation.controlCharacters': '{{field}} contiene caracteres no permitidos.',
  'validation.mobileChars': 'El celular solo puede tener números, espacios y los signos + ( ) -.',
  'validation.phoneChars': 'El teléfono solo puede tener números, espacios y los signos ( ) -.',
  'validation.phoneCode': 'El código de país del teléfono debe ser como +51.',
  'validation.linkScheme': 'El enlace debe empezar por http:// o https://.',
  'validation.slugChars': 'La dirección del negocio solo puede tener letras minúsculas, números y guiones.',
  'validation.oneCustomerKey':
    'Indique el cliente con uno solo de estos datos: clientCode, mobile, email o qr.',
  'validation.onePurchaseKey': 'Indique la compra con uno solo de estos datos: entryId o ticketNumber.',

  'access.posOnly':
    'El token del POS solo sirve para las operaciones del POS: compras, canjes, anulaciones y consultas de clientes.',
  'access.ownerOnly': 'Solo el dueño del negocio puede hacer esto.',
  'access.customersOnly': 'Esta consulta es solo para los clientes del negocio.',
  'access.customerCardOnly': 'Su sesión de cliente solo sirve para consultar su tarjeta.',

  'auth.badCredentials': 'El email y/o la contraseña no son válidos.',
  'auth.badResetToken':
    'El enlace para restablecer la contraseña no es válido o ha expirado. Solicite uno nuevo.',
  'auth.tooManyAttempts': 'Demasiados intentos. Espere unos minutos antes de volver a intentarlo.',
  'auth.storeDeactivated':
    'Su negocio está desactivado. Para reactivarlo, escriba al soporte de Premia al {{phone}} (teléfono o WhatsApp).',
  'auth.storeDeactivatedNoContact':
    'Su negocio está desactivado. Para reactivarlo, comuníquese con el soporte de Premia.',
  'auth.emailTaken': 'Ya existe una cuenta con ese email.',

  'password.required': 'Tiene que indicar una contraseña.',
  'password.mismatch': 'Las contraseñas deben ser iguales.',
  'password.tooShort': 'La contraseña debe tener al menos 8 caracteres.',
  'password.tooLong': 'La contraseña no puede tener más de 128 caracteres.',
  'password.tooCommon': 'Esa contraseña es demasiado común y fácil de adivinar. Elija otra.',
  'password.currentWrong': 'La contraseña actual no es correcta.',

  'platform.countryNotFound': 'El país elegido no existe.',
  'platform.storeTypeNotFound': 'El tipo de comercio elegido no existe.',
  'platform.currencyNotFound': 'La moneda elegida no existe.',

  'stores.slugTaken': 'Esa dirección web ya la usa otro negocio. Elija otra.',
  'stores.nameMismatch':
    'El nombre escrito no coincide con el de su negocio. Escríbalo tal como aparece para confirmar.',
  'stores.conversionMoneyMin': 'El campo «monto de compra» debe ser al menos 0.01.',

  'employees.notFound': 'No se encontró al empleado.',
  'employees.tooManyChanges':
    'Se agregaron o editaron demasiados empleados en la última hora. Inténtelo de nuevo más tarde.',

  'locations.notFound': 'No se encontró el local.',
  'locations.hasEmployees':
    'No se puede eliminar este local porque tiene empleados asignados. Asígneles otro local antes de eliminarlo.',
  'locations.last': 'El negocio debe tener al menos un local. Cree otro antes de eliminar este.',
  'locations.cityNotInCountry': 'La ciudad elegida no existe en el país del negocio.',
  'locations.hoursReversed': '{{field}} tiene un horario que cierra antes de abrir.',
  'locations.hoursOverlap': '{{field}} debe tener sus horarios en orden y sin superponerse.',

  'customers.notFound': 'No se encontró al cliente.',
  'customers.emailTaken': 'Ya existe un cliente con ese email en su negocio.',
  'customers.mobileTaken': 'Ya existe un cliente con ese celular en su negocio.',
  'scan.invalid':
    'Este código QR no es de su negocio o está dañado. Pida al cliente que abra su tarjeta en la app, o escriba su código de cliente.',
  'scan.expired':
    'Este código QR ya venció: es una copia o una captura antigua. Pida al cliente que abra su tarjeta en la app y muestre el código actual.',
  'scan.rewardQrOff': 'Su negocio no canjea premios por código QR.',

  'levels.notFound': 'No se encontró el nivel.',
  'levels.nameTaken': 'Ya existe un nivel con ese nombre. Elija otro.',
  'levels.thresholdTaken': 'El nivel «{{name}}» ya empieza en {{minPoints}} puntos.',

  'segments.notFound': 'No se encontró el segmento.',
  'automations.notFound': 'No se encontró la automatización.',
  'automations.bonusOnce':
    'Un regalo por visitas se da una sola vez a cada cliente: su periodo es «una vez».',
  'segments.nameTaken': 'Ya existe un segmento con ese nombre. Elija otro.',
  'segments.rangeInverted': '{{field}} no puede ser menor que el mínimo.',
  'segments.offerUses':
    'Una oferta se muestra solo a este segmento. Cámbiela a «Todos los clientes» o elimínela antes de eliminar el segmento.',
  'segments.inUse':
    'Una notificación programada se enviará a este segmento. Cambie su destinatario o elimínela antes de eliminar el segmento.',

  'points.duplicateTicket':
    'El ticket {{ticket}} ya se usó el {{when}} para {{customer}}. Si es otra compra, confírmelo para registrarlo.',
  'points.notEnough': 'El cliente no tiene puntos suficientes.',
  'points.amountRequired': 'Indique el monto de la compra.',
  'points.amountTooSmall': 'El monto de la compra no alcanza para sumar puntos.',
  'points.pointsRequired': 'Indique los puntos a sumar.',
  'points.pointsWithConversion':
    'Su negocio convierte el monto de la compra en puntos: envíe el monto sin los puntos.',
  'points.tooManyPoints': 'La compra daría más de {{max}} puntos, el máximo por operación.',
  'points.entryNotFound': 'No se encontró el movimiento.',
  'points.reversalNotReversible': 'Una anulación no se puede anular.',
  'points.expiryNotReversible': 'Un vencimiento de puntos no se puede anular.',
  'points.alreadyReversed': 'Ese movimiento ya fue anulado.',
  'points.alreadySpent': 'El cliente ya usó esos puntos: no se puede anular el movimiento.',
  'points.ticketNotFound': 'No se encontró una compra con el ticket {{ticket}}.',
  'points.ticketAmbiguous':
    'Hay {{count}} compras con el ticket {{ticket}}: indique cuál anular con su entryId.',
  'points.notAPurchase': 'Solo se puede anular una compra desde el POS.',
  'pos.tillNotFound': 'No se encontró esa caja: puede que su token ya esté revocado.',
  'pos.tillNameTaken': 'Ya hay una caja con el nombre {{name}}.',
  'webhooks.endpointNotFound': 'No se encontró ese webhook.',
  'webhooks.deliveryNotFound': 'No se encontró ese envío del webhook.',
  'webhooks.privateAddress':
    'La dirección {{host}} es privada, local o de enlace local: los webhooks solo se envían a direcciones públicas de internet.',
  'webhooks.unresolvable': 'No se pudo encontrar la dirección {{host}}. Revise que esté bien escrita.',
  'webhooks.badUrl': 'La dirección del webhook no es válida.',
  'webhooks.tooMany': 'Un negocio puede tener como máximo {{max}} webhooks.',
  'webhooks.endpointDisabled': 'El webhook está desactivado: actívelo antes de reenviar.',
  'pos.badCursor': 'El cursor no es válido: envíe el nextCursor de la respuesta anterior.',

  'rewards.notFound': 'No se encontró el premio.',
  'rewards.datesReversed': 'La fecha de inicio del premio debe ser anterior a la de fin.',
  'rewards.inactive': 'Este premio no está activo.',
  'rewards.notYetValid': 'Este premio todavía no está vigente.',
  'rewards.expired': 'Este premio ya no está vigente.',
  'rewards.costChanged': 'El costo de este premio acaba de cambiar. Vuelva a intentarlo.',
  'rewards.soldOut': 'Este premio está agotado.',
  'rewards.unavailable': 'Este premio no está disponible ahora.',
  'rewards.notEnoughPoints': 'El cliente no tiene puntos suficientes: el premio cuesta {{cost}} puntos.',
  'rewards.limitReachedOnce': 'El cliente ya canjeó este premio 1 vez, el máximo permitido.',
  'rewards.limitReached': 'El cliente ya canjeó este premio {{times}} veces, el máximo permitido.',
  'rewards.noRedemptionsLeft':
    'Su negocio no tiene canjes disponibles. Compre un paquete de canjes para seguir canjeando.',

  'subscription.inactive': 'Tiene que activar la suscripción',
  'subscription.notNeeded': 'Su negocio no necesita una suscripción.',
  'subscription.alreadyActive': 'Su suscripción ya está activa.',
  'subscription.notFound': 'No se encontró la suscripción.',
  'subscription.cancelled': 'Esta suscripción fue cancelada. Suscríbase de nuevo.',

  'payments.providerDown': 'No se pudo comunicar con PayPal. Inténtelo de nuevo en unos minutos.',
  'payments.planNotFound': 'El plan elegido no existe o ya no está disponible.',
  'payments.notFound': 'No se encontró el pago.',
  'payments.cancelled': 'Este pago fue cancelado. Elija un plan de nuevo.',
  'payments.notApproved': 'PayPal no aprobó el pago. Puede intentarlo de nuevo con otro medio de pago.',
  'payments.orderChanged': 'Su pedido cambió mientras lo registrábamos. Inténtelo de nuevo.',
  'payments.confirmedStays': 'Este pago ya está confirmado: no se puede cancelar.',
  'payments.amountMismatch': 'El monto cobrado por PayPal no coincide con el del plan. Contacte con soporte.',

  'passes.linkExpired':
    'Este enlace de su tarjeta ya no sirve. Vuelva a su tarjeta en la app y tóquelo de nuevo.',

  'stats.startAfterEnd': 'La fecha de inicio debe ser anterior a la fecha de fin.',
  'stats.rangeTooLong': 'El rango puede ser de un año como máximo.',

  'uploads.fileRequired': 'Adjunte un archivo en el campo «file».',
  'uploads.imageTooLarge': 'La imagen no puede pesar más de 5 MB.',
  'uploads.imageNotFound': 'No se encontró la imagen.',
  'uploads.notAnImage': 'El archivo no es una imagen PNG, JPEG, WebP o GIF.',
  'uploads.tooManyPixels': 'La imagen debe medir como máximo {{max}} × {{max}} píxeles.',
  'uploads.frameOutside':
    'Un cuadro de la imagen sale de sus bordes. Guárdela de nuevo con un editor de imágenes e inténtelo otra vez.',
  'uploads.storeFull':
    'Su tienda ya usa todo su espacio para imágenes ({{max}} MB). Quite de sus contenidos las imágenes que no use: su espacio se libera en un día.',
  'uploads.tooManyToday':
    'Su tienda ya subió {{max}} imágenes en las últimas 24 horas. Inténtelo de nuevo más tarde.',

  'bulk.batchRequired': 'Indique el lote (batchId).',
  'bulk.fileRequired': 'Adjunte el archivo CSV o XLSX en el campo «file».',
  'bulk.fileTooLarge': 'El archivo no puede pesar más de 8 MB. Divídalo en archivos más pequeños.',
  'bulk.tooManyRows': 'El archivo tiene más de {{max}} filas. Divídalo en archivos más pequeños.',
  'bulk.notASpreadsheet': 'El archivo no es una hoja de cálculo CSV o XLSX.',
  'bulk.tooBigToRead':
    'El archivo es demasiado grande o complejo para leerlo. Envíe solo las columnas de la carga, en archivos más pequeños.',
  'bulk.emptyFile': 'El archivo está vacío.',
  'bulk.noDataRows': 'El archivo no tiene filas con datos.',
  'bulk.unknownColumns':
    'No se reconocen las columnas del archivo. La primera fila debe decir: cliente (código, celular o correo), puntos o monto y, si quiere, motivo.',
  'bulk.batchNotFound': 'No se encontró el lote.',
  'bulk.undoneCannotApply':
    'El lote #{{batchId}} se deshizo: no se puede volver a aplicar. Suba un archivo corregido.',
  'bulk.notAppliedYet': 'El lote #{{batchId}} todavía no se aplicó.',

  // The platform's catalogue (admin): store types, categories, cities, countries, support channels.
  'catalogue.duplicateLanguage': 'Cada idioma puede tener una sola traducción.',
  'categories.notFound': 'No se encontró la categoría.',
  'categories.nameTaken': 'Ya existe una categoría con ese nombre. Elija otro.',
  'categories.inUse':
    'No se puede eliminar la categoría porque hay ofertas en ella. Cambie la categoría de esas ofertas antes de eliminarla.',
  'storeTypes.notFound': 'No se encontró el tipo de comercio.',
  'storeTypes.inUse':
    'No se puede eliminar este tipo de comercio porque hay negocios que lo usan. Asígneles otro tipo antes de eliminarlo.',
  'notifications.notFound': 'No se encontró la notificación.',
  'notifications.alreadySent': 'Esta notificación ya se envió: no se puede modificar.',
  'notifications.inThePast': 'La fecha y hora de envío ya pasaron. Elija un momento futuro.',
  'notifications.noConsent':
    'El cliente no aceptó recibir mensajes de marketing por ninguno de los canales de esta notificación.',
  'notifications.noChannel':
    'El cliente no tiene cómo recibirla: ni bandeja, ni dispositivo, ni email con permiso.',
  'notifications.badWithdrawLink': 'El enlace para dejar de recibir mensajes no es válido.',
  'notifications.badConfirmMailLink':
    'El enlace para confirmar su email no es válido o ya no corresponde al email del cliente.',
  'notifications.directLimit':
    'Su negocio alcanzó el límite de {{max}} mensajes directos por día. Podrá enviar más en unas horas.',
  'notifications.customerWeeklyCap':
    'Este cliente ya recibió {{cap}} mensajes esta semana, el máximo que permite su configuración. Podrá escribirle cuando pasen unos días.',
  'notifications.pushEndpointNotAllowed':
    'La suscripción de notificaciones no es de un servicio de envío conocido.',
  'validation.timeOfDay': '{{field}} debe ser una hora con el formato HH:mm.',
  'adminStores.notFound': 'No se encontró el negocio.',
  'adminStores.ownerNotFound': 'No se encontró el dueño de ese negocio.',
  'adminStores.nameMismatch':
    'El nombre escrito no coincide con el del negocio. Escríbalo tal como aparece para confirmar.',
  'adminStores.passwordRequired': 'Indique la contraseña del dueño para crear el negocio.',
  'adminStores.editNeedsIds': 'Indique el negocio y el dueño que edita.',
  'adminPayments.notFound': 'No se encontró el pago.',
  'adminPayments.planNotFound': 'No se encontró el plan.',
  'adminPayments.cancelled': 'Este pago fue cancelado: no se puede confirmar.',
  'adminPayments.confirmedStays': 'Un pago confirmado no se puede eliminar.',
  'adminConfiguration.paypalOff': 'Configure y active PayPal antes de elegir su plan de suscripción.',
  'adminConfiguration.paypalPlanNotFound': 'PayPal no tiene un plan con ese identificador.',
  // content: coupons, news, banners, offers
  'coupons.codeChars': '{{field}} solo puede tener letras, números y guiones.',
  'coupons.batchNotFound': 'No se encontró el lote de cupones.',
  'coupons.notFound': 'Este código no existe. Revise que lo haya escrito bien.',
  'coupons.alreadyClaimed': 'Este cupón ya fue canjeado.',
  'coupons.rewardUnavailable':
    'La recompensa de este cupón no está disponible en este momento. Consulte en el negocio.',
  'coupons.tooManyWrong': 'Demasiados códigos incorrectos. Espere unos minutos antes de volver a intentarlo.',
  'coupons.alreadyYours': 'Usted ya canjeó este cupón.',
  'coupons.expired': 'Este cupón venció el {{date}}.',
  'coupons.limitReached': 'Ya canjeó {{limit}} cupones de esta promoción, el máximo por cliente.',
  'coupons.fileRequired': 'Adjunte el archivo CSV o XLSX de códigos en el campo «file».',
  'coupons.fileTooLarge': 'El archivo no puede pesar más de 2 MB.',
  'coupons.tooManyCodes': 'Un lote puede tener como máximo {{max}} códigos.',
  'coupons.noValidCodes': 'El archivo no tiene ningún código válido.',
  'coupons.fieldsRequired':
    'Indique el nombre, los puntos o la recompensa y la fecha de vencimiento del lote.',
  'coupons.pointsOrReward': 'Cada código da puntos o una recompensa: indique uno de los dos.',
  'coupons.expiresInPast': 'La fecha de vencimiento no puede ser anterior a hoy.',
  'content.imageFormat': '{{field}} debe ser una imagen subida o una dirección que empiece por https://.',
  'content.imageUploadedOnly': '{{field}} debe ser una imagen subida con el botón «Subir imagen».',
  'content.linkFormat': '{{field}} debe empezar por https://, http://, mailto:, tel: o whatsapp:.',
  'content.storeNotFound': 'No se encontró el negocio.',
  'news.notFound': 'No se encontró la novedad.',
  'banners.notFound': 'No se encontró el banner.',
  'banners.datesReversed': 'La fecha de inicio del banner debe ser anterior a la de fin.',
  'offers.notFound': 'No se encontró la oferta.',
  'offers.categoryNotFound': 'No se encontró la categoría.',
  'offers.oldPriceNotHigher': 'El precio anterior debe ser mayor que el precio.',
  'coupons.notEnoughForSegment':
    'El lote «{{batch}}» tiene {{available}} códigos libres y {{customers}} clientes del segmento deben recibirlo. No se envió ninguno: cree un lote con más códigos o elija un segmento más pequeño.',
  'coupons.partNotFound': 'Esa parte de la hoja no existe: el lote tiene {{parts}} partes.',

  // Accounts and customer mail (#14 items 3, 7, 8).
  'auth.badConfirmToken': 'El enlace para confirmar el email no es válido, ya se usó o venció.',
  'auth.confirmEmailTaken': 'Esa dirección ya tiene otra cuenta: el email no se cambió.',
  'profile.currentPasswordForEmail': 'Para cambiar el email de acceso, indique su contraseña actual.',
  'customers.tooManyCreated':
    'Se registraron demasiados clientes en la última hora. Espere un momento antes de registrar más.',

  // The customer wallet: its store page and passwordless sign-in.
  'wallet.storeNotFound': 'No encontramos este negocio, o ya no está activo.',
  'wallet.codeFormat': 'El código tiene 6 dígitos.',
  'wallet.codeWrong': 'El código no es correcto o ya venció. Revíselo o pida uno nuevo.',
  'wallet.tooManyMobileChanges':
    'Cambió su celular demasiadas veces en la última hora. Inténtelo de nuevo más tarde.',
  'wallet.birthdayLocked':
    'Su fecha de nacimiento ya está registrada y solo el negocio puede cambiarla. Pídalo en el local.',
  'wallet.signUpExpired': 'El registro venció. Pida un código nuevo para continuar.',
  'wallet.termsRequired': 'Debe aceptar los términos y condiciones para registrarse.',

  'referrals.codeUnknown':
    'Ese código de invitación no existe en este negocio. Revíselo o deje el campo vacío para registrarse sin él.',
  'referrals.deviceInvalid':
    'No pudimos reconocer este dispositivo. Recargue la página e inténtelo de nuevo.',

  'stamps.prizeRequired':
    'Escriba qué da una tarjeta llena (por ejemplo «Un café gratis») antes de activar la tarjeta de sellos.',
  'stamps.off': 'Este negocio no usa tarjeta de sellos. Actívela en Configuración.',
  'stamps.alreadyToday':
    'Este cliente ya recibió su sello de hoy. El negocio da un sello por cliente por día.',
  'stamps.cardNotFull': 'La tarjeta aún no está llena: tiene {{stamps}} de {{perCard}} sellos.',
  'stamps.entryNotFound': 'No se encontró ese sello.',
  'stamps.notAStamp': 'Solo se puede anular un sello, no un canje de tarjeta ni otra anulación.',
  'stamps.alreadyReversed': 'Ese sello ya fue anulado.',
  'stamps.alreadySpent': 'Ese sello ya se usó en una tarjeta canjeada y no se puede anular.',

  // The platform's catalogue (admin): cities, countries, support channels.
  'cities.notFound': 'No se encontró la ciudad.',
  'cities.nameTaken': 'Ya existe una ciudad con ese nombre en este país. Elija otro.',
  'cities.inUse':
    'No se puede eliminar la ciudad porque tiene locales. Cambie la ciudad de esos locales antes de eliminarla.',
  'cities.unknownTimeZone': 'La zona horaria «{{timeZone}}» no existe. Elíjala de la lista.',
  'countries.codeFormat': 'El código del país son dos letras, como PE.',
  'countries.codeTaken': 'Ya existe otro país con el código {{countryCode}}.',
  'support.internationalPhone': 'Escriba el teléfono con el código de país, como +51 987 654 321.',
  // The online shop.
  'productCategories.notFound': 'No se encontró la categoría.',
  'productCategories.nameTaken': 'Ya existe una categoría de productos con ese nombre. Elija otro.',
  'products.notFound': 'No se encontró el producto.',
  'products.oldPriceNotHigher': 'El precio anterior debe ser mayor que el precio.',
  'products.fixedPointsRequired': 'Indique los puntos que da el producto.',
  'products.datesReversed': 'La fecha «visible desde» debe ser anterior a «visible hasta».',
  'products.fileTooLarge': 'El archivo no puede pesar más de 4 MB.',
  'products.tooManyRows': 'El archivo tiene más de {{max}} filas. Divídalo en archivos más pequeños.',
  'products.unknownColumns':
    'No se reconocen las columnas del archivo. La primera fila debe decir al menos: nombre y precio.',
  'shippingCosts.notFound': 'No se encontró el costo de envío.',
  'shippingCosts.nameTaken': 'Ya existe una zona de envío con ese nombre. Elija otro.',
  'orders.notFound': 'No se encontró el pedido.',
  'orders.noteNotFound': 'No se encontró la nota.',
  'orders.productUnavailable': 'El producto «{{name}}» ya no está a la venta.',
  'orders.outOfStock': 'No quedan unidades suficientes de «{{name}}» (quedan {{left}}).',
  'orders.shippingRequired': 'Elija la zona de envío y escriba la dirección de entrega.',
  'orders.locationRequired': 'Elija el local donde recogerá el pedido.',
  'orders.shippingUnavailable': 'Ya no se hacen envíos a esa zona. Elija otra.',
  'orders.totalChanged':
    'Los precios cambiaron mientras hacía su pedido: el total ahora es {{total}}. Revise su carrito y confírmelo de nuevo.',
  'orders.cannotMove': 'Un pedido en estado «{{from}}» no puede pasar a «{{to}}».',
  'orders.alreadyInState': 'El pedido ya está en estado «{{state}}».',
  'orders.changedMeanwhile': 'El pedido acaba de cambiar de estado. Revíselo y vuelva a intentarlo.',
  'orders.reasonRequired': 'Indique el motivo de la cancelación.',
  'orders.tooLarge': 'El pedido es demasiado grande. Divídalo en pedidos más pequeños.',
  'orders.pageTooDeep':
    'Solo se pueden ver los 10.000 pedidos más recientes de la búsqueda. Acote las fechas para ver los anteriores.',
  'orders.pointsSpent': 'El cliente ya usó los puntos de este pedido: no se puede cancelar.',
  'orders.tooManyOpen':
    'Ya tiene {{max}} pedidos sin recibir en esta tienda, el máximo que permite. Podrá hacer otro cuando reciba o recoja alguno.',

  'requests.notFound': 'No se encontró la solicitud.',
  'requests.disabled': 'Este negocio no recibe solicitudes de premios.',
  'requests.notEnoughPoints': 'Le faltan {{missing}} puntos para pedir este premio.',
  'requests.notEnoughAfterPending':
    'Sus solicitudes pendientes ya reservan {{pending}} de sus {{balance}} puntos: le faltan {{missing}} puntos para pedir este premio.',
  'requests.alreadyPending': 'Ya pidió este premio: su solicitud está pendiente.',
  'requests.tooManyPending':
    'Tiene {{max}} solicitudes pendientes, el máximo. Espere a que el negocio las atienda.',
  'requests.alreadyConfirmed': 'Esta solicitud ya fue confirmada.',
  'requests.alreadyRejected': 'Esta solicitud ya fue rechazada.',
  'requests.alreadyCancelled': 'El cliente canceló esta solicitud.',
  'requests.notPending': 'Esta solicitud ya no está pendiente.',

  'surveys.notFound': 'No se encontró la encuesta.',
  'surveys.alreadyAnswered': 'Ya respondió esta encuesta. ¡Gracias!',
  'surveys.expired': 'Esta encuesta ya cerró.',

  'reviews.notFound': 'No se encontró la reseña.',

  'points.discountOwnerOnly':
    'Solo el dueño del negocio puede descontar puntos. El dueño puede permitirlo a los empleados en la configuración.',
} as const;

/**
 * Every message the API says, failures and ok answers alike: a stable code and its Spanish text, written
 * here once. The server sends the code, its params and this text (m); the apps show the code's text in
 * the reader's language (their dictionaries have a `server` section with the same codes, checked by a
 * test) and fall back to m. Placeholders are i18next's: {{name}}. A param called `field` is a field's key:
 * it is said as "El campo «label»" (fieldLabels), or "La petición" when the failure is about the whole body.
 * A param of a kind (message-params.ts: a grouped number, a day, an order's state) is sent raw and
 * rendered in the reader's language, the m's in Spanish.
 */
export const messages = { ...failureMessages, ...successMessages, ...systemTexts } as const;

export type MessageCode = keyof typeof messages;
export const messageCodes = Object.keys(messages) as [MessageCode, ...MessageCode[]];

/** What a failure's params hold on the wire. */
export type MessageParams = Record<string, string | number>;

type Placeholders<T extends string> = T extends `${string}{{${infer P}}}${infer Rest}`
  ? P | Placeholders<Rest>
  : never;

/**
 * The params a code's text needs, by name: a missing or misspelt one does not compile, nor one of a
 * kind (message-params.ts) sent already rendered (a Spanish state name, a grouped number).
 */
export type ParamsOf<C extends MessageCode> = {
  [K in Placeholders<(typeof messages)[C]>]: ParamValueOf<C, K>;
};

/** How a failure names its subject: the field ({{label}}: its fieldLabels text) or the whole request. */
export const messageSubjects = {
  field: 'El campo «{{label}}»',
  request: 'La petición',
} as const;

/** Fills a text's {{placeholders}}; one without a value is left as it is. */
function interpolate(text: string, params: Record<string, string | number | undefined>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/** The Spanish text of a code with its params (those of a kind rendered in Spanish): the envelope's m. */
export function spanishMessage(code: MessageCode, params: MessageParams = {}): string {
  const field = params.field;
  const subject =
    typeof field === 'string'
      ? interpolate(messageSubjects.field, { label: fieldLabels[field] ?? field })
      : messageSubjects.request;
  return interpolate(messages[code], { ...renderParams(code, params, spanishParams), field: subject });
}

export const isMessageCode = (text: unknown): text is MessageCode =>
  typeof text === 'string' && Object.hasOwn(messages, text);

/**
 * The params said() and failures take: exactly those the code's text names (none when it has no
 * placeholder: a typo or a missing one does not compile), or any when the code is only known as a
 * MessageCode (a code in a variable: a table of codes, a zod issue's).
 */
export type MessageArgs<C extends MessageCode> = MessageCode extends C
  ? [params?: MessageParams]
  : keyof ParamsOf<C> extends never
    ? []
    : [params: ParamsOf<C>];

/** What an answer says, as the envelope carries it: m, and the code and params it was made from. */
export interface Said {
  m: string;
  code?: MessageCode;
  params?: MessageParams;
}

/** A code's text as an answer says it: `{ ...said('levels.created'), level }` is an ok answer the apps translate. */
export const said = <C extends MessageCode>(code: C, ...args: MessageArgs<C>): Required<Said> => {
  const params: MessageParams = args[0] ?? {};
  return { m: spanishMessage(code, params), code, params };
};
