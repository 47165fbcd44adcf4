// An undone bulk batch says what it took back, then the rows it could not: one sentence per case.
const bulkUndone = 'Se deshizo el lote #{{batchId}}: se quitaron {{points}} puntos.';
const oneSpent = ' 1 fila no se pudo deshacer porque el cliente ya usó esos puntos.';
const someSpent = ' {{spent}} filas no se pudieron deshacer porque el cliente ya usó esos puntos.';
const oneDeleted = ' 1 fila no se deshizo porque el cliente fue eliminado.';
const someDeleted = ' {{deleted}} filas no se deshicieron porque el cliente fue eliminado.';

/**
 * What the API's ok answers say: a stable code and its Spanish text (the spec's words where it gives
 * them), written here once and joined to the failures in messages.ts, so said(), the envelope and the
 * apps' dictionaries treat both alike. Placeholders are i18next's: {{name}}; a param the reader needs in
 * their language (a number some texts show grouped, a day, an order's state) is sent raw, with its kind
 * declared in message-params.ts, and rendered by whoever shows the text.
 */
export const successMessages = {
  'auth.welcome': 'Bienvenido',
  'auth.recoverySent':
    'Si el email corresponde a una cuenta, recibirá un enlace para restablecer su contraseña en unos minutos.',
  'auth.registered':
    'Le enviamos un email a {{email}} con los pasos para continuar. Si no le llega en unos minutos, revise la carpeta de spam.',
  'password.changed': 'La contraseña fué cambiada con éxito. Ya puede usarla.',

  'profile.saved': 'La información ha sido guardada.',
  'profile.emailChangeSent':
    'La información ha sido guardada. Le enviamos un email a {{email}}: el email de acceso cambiará cuando abra el enlace que contiene.',

  'stores.saved': 'La configuración del negocio ha sido guardada.',
  'stores.accountDeleted': 'La cuenta del negocio ha sido eliminada. Gracias por haber usado Premia.',
  // The printed invitation to the wallet (/client/store/wallet-poster): its answer, then what customers read on it.
  'stores.posterReady': 'El afiche está listo para imprimir.',
  'stores.posterWelcomeOne': 'Reciba 1 punto de bienvenida y sume puntos en cada compra.',
  'stores.posterWelcome': 'Reciba {{points}} puntos de bienvenida y sume puntos en cada compra.',
  'stores.posterPoints': 'Sume puntos en cada compra y canjéelos por premios.',
  'stores.posterScan': 'Escanee el código con la cámara de su celular.',

  'employees.created': 'Se ha creado un nuevo empleado.',
  'employees.updated': 'Se actualizó la información del empleado.',
  'employees.deleted': 'Se eliminó al empleado.',

  'locations.created': 'Se ha creado el local.',
  'locations.updated': 'Se actualizó la información del local.',
  'locations.deleted': 'Se eliminó el local.',

  'pos.tokenCreated': 'Se creó el token del POS. Cópielo ahora: no se volverá a mostrar.',
  'webhooks.created': 'Se creó el webhook. Copie su secreto ahora: no se volverá a mostrar.',
  'webhooks.updated': 'Se guardaron los cambios del webhook.',
  'webhooks.deleted': 'Se eliminó el webhook.',
  'webhooks.secretRotated':
    'Se creó un secreto nuevo. Cópielo ahora: no se volverá a mostrar. Durante un día los envíos llevan también la firma del secreto anterior.',
  'webhooks.replayQueued': 'El envío se reenviará en unos segundos.',
  'pos.tokenDeleted': 'Se eliminó el token del POS.',
  'pos.tillCreated': 'Se creó la caja {{name}}. Copie su token ahora: no se volverá a mostrar.',
  'pos.tillRevoked': 'Se revocó el token de la caja {{name}}: ya no funciona.',

  'customers.created': 'Se registró al cliente.',
  'customers.updated': 'Se actualizó la información del cliente.',
  'customers.deleted': 'Se eliminó al cliente. Sus movimientos de puntos se conservan sin datos personales.',

  'levels.created': 'Se creó el nivel.',
  'levels.updated': 'Se actualizó el nivel.',
  'levels.deleted': 'Se eliminó el nivel.',
  'levels.reordered': 'Se guardó el orden de los niveles.',

  'segments.created': 'Se guardó el segmento.',
  'automations.created': 'Se guardó la automatización.',
  'automations.updated': 'Se actualizó la automatización.',
  'automations.deleted': 'Se eliminó la automatización.',
  'segments.updated': 'Se actualizó el segmento.',
  'segments.deleted': 'Se eliminó el segmento.',

  'points.added': 'Se sumaron {{points}} puntos.',
  'points.discounted': 'Se descontaron {{points}} puntos.',
  'points.reversed': 'Se anuló el movimiento.',

  'stamps.given': 'Se sumó un sello.',
  'stamps.cardRedeemed': 'Se canjeó la tarjeta de sellos: «{{prize}}».',
  'stamps.reversed': 'Se anuló el sello.',
  'stamps.bulkGiven': 'Sellos dados: {{given}}. Ya tenían el sello de hoy: {{skipped}}.',

  'rewards.created': 'Se creó el premio.',
  'rewards.updated': 'Se actualizó el premio.',
  'rewards.deleted': 'Se eliminó el premio.',
  'rewards.redeemed': 'Se canjeó «{{reward}}».',

  'requests.sent': 'Pidió «{{reward}}». El negocio le avisará cuando lo confirme.',
  'requests.withdrawn': 'Se canceló su solicitud.',
  'requests.confirmed': 'Se confirmó «{{reward}}» para {{customer}}.',
  'requests.rejected': 'Se rechazó la solicitud de {{customer}}.',

  'payments.orderPlaced':
    'Se registró su pedido. Los canjes se sumarán a su negocio cuando se confirme el pago.',
  'payments.orderPlacedPaypal': 'Se registró su pedido. Complete el pago en PayPal.',
  'payments.orderPending':
    'Ya tiene un pedido pendiente de este plan. Los canjes se sumarán cuando se confirme el pago.',
  'payments.orderPendingPaypal':
    'Ya tiene un pedido pendiente de este plan. Complete el pago en PayPal o cancélelo.',
  'payments.orderCancelled': 'Pedido cancelado.',
  'payments.confirmed': 'Pago confirmado. Se sumaron {{redemptions}} canjes a su negocio.',
  'payments.alreadyConfirmed': 'Este pago ya está confirmado.',
  'payments.teamConfirms': 'El equipo de Premia confirmará este pago; los canjes se sumarán entonces.',
  'payments.paypalPending': 'PayPal todavía no confirma el pago. Vuelva a intentarlo en unos minutos.',

  'subscription.registered':
    'Se registró su suscripción. El equipo de Premia la activará al confirmar el pago.',
  'subscription.registeredPaypal': 'Se registró su suscripción. Apruébela en PayPal para activarla.',
  'subscription.active': 'Su suscripción está activa.',
  'subscription.teamActivates': 'El equipo de Premia activará esta suscripción al confirmar el pago.',
  'subscription.cancelledByPaypal': 'PayPal canceló la suscripción. Suscríbase de nuevo.',
  'subscription.paypalPending':
    'PayPal todavía no confirma la suscripción. Vuelva a intentarlo en unos minutos.',

  'uploads.imageUploaded': 'Se subió la imagen.',

  'bulk.fileRead': 'Se leyeron {{rows}} filas: {{valid}} válidas y {{errors}} con errores.',
  'bulk.repeatedApplied':
    'Este archivo ya se aplicó (lote #{{batchId}}, subido el {{day}}): no se volverán a dar sus puntos.',
  'bulk.repeatedUndone':
    'Este archivo ya se aplicó y se deshizo (lote #{{batchId}}). Para dar puntos de nuevo, suba un archivo corregido.',
  'bulk.repeatedUndoing':
    'Este archivo se está deshaciendo (lote #{{batchId}}): continúe para terminar de deshacerlo.',
  'bulk.repeatedPreviewed':
    'Este archivo ya se subió el {{day}} (lote #{{batchId}}). Revise la vista previa y aplíquelo.',
  'bulk.batchTitle': 'Lote #{{batchId}}',
  'bulk.applying': 'Se dieron puntos a {{applied}} de {{valid}} filas…',
  'bulk.applied': 'Se aplicó el lote #{{batchId}}: {{applied}} filas con puntos.',
  'bulk.alreadyApplied': 'El lote #{{batchId}} ya se aplicó: no se dio nada dos veces.',
  'bulk.undoing': 'Se deshicieron {{undone}} de {{applied}} filas…',
  'bulk.undone': bulkUndone,
  'bulk.undoneOneSpent': `${bulkUndone}${oneSpent}`,
  'bulk.undoneSomeSpent': `${bulkUndone}${someSpent}`,
  'bulk.undoneOneDeleted': `${bulkUndone}${oneDeleted}`,
  'bulk.undoneSomeDeleted': `${bulkUndone}${someDeleted}`,
  'bulk.undoneOneSpentOneDeleted': `${bulkUndone}${oneSpent}${oneDeleted}`,
  'bulk.undoneOneSpentSomeDeleted': `${bulkUndone}${oneSpent}${someDeleted}`,
  'bulk.undoneSomeSpentOneDeleted': `${bulkUndone}${someSpent}${oneDeleted}`,
  'bulk.undoneSomeSpentSomeDeleted': `${bulkUndone}${someSpent}${someDeleted}`,
  'bulk.alreadyUndone': 'El lote #{{batchId}} ya se deshizo.',

  // The platform's catalogue (admin).
  'categories.created': 'Categoría creada',
  'categories.updated': 'Categoría actualizada',
  'categories.deleted': 'Categoría eliminada',
  'storeTypes.created': 'Tipo de comercio creado',
  'storeTypes.updated': 'Tipo de comercio actualizado',
  'storeTypes.deleted': 'Tipo de comercio eliminado',
  'cities.created': 'Ciudad creada',
  'cities.updated': 'Ciudad actualizada',
  'cities.deleted': 'Ciudad eliminada',
  'countries.updated': 'País actualizado',
  'support.phoneSaved': 'Teléfono de soporte guardado',
  'support.whatsappSaved': 'Configuración de WhatsApp guardada',

  'notifications.created': 'Notificación creada',
  'notifications.updated': 'Notificación actualizada',
  'notifications.deleted': 'Notificación eliminada',
  'notifications.sent': 'Notificación enviada',
  'notifications.testSent': 'Notificación de prueba enviada',
  'notifications.settingsSaved': 'Configuración guardada',
  'notifications.withdrawn': 'Ya no recibirá mensajes de marketing de {{store}}.',
  'notifications.mailConfirmed': 'Listo: recibirá por email los mensajes de {{store}} que aceptó recibir.',

  // The platform's administration.
  'adminStores.created': 'Negocio creado',
  'adminStores.updated': 'Negocio actualizado',
  'adminStores.deleted': 'Negocio eliminado',
  'adminPayments.confirmed': 'Pago confirmado. Se sumaron {{redemptions}} canjes al negocio.',
  'adminPayments.alreadyConfirmed': 'Este pago ya estaba confirmado: no se sumó nada.',
  'adminPayments.added': 'Pago registrado. Se sumaron {{redemptions}} canjes al negocio.',
  'adminPayments.deleted': 'Pago eliminado.',
  'adminPayments.planCreated': 'Plan creado',
  'adminPayments.planUpdated': 'Plan actualizado',
  'adminPayments.planDeleted': 'Plan eliminado',
  'adminPayments.planDeactivated': 'El plan ya se vendió: se desactivó y no se ofrecerá más.',
  'adminConfiguration.saved': 'Configuración guardada.',
  'adminConfiguration.instructionsSaved': 'Instrucciones de pago guardadas.',
  'adminConfiguration.subscriptionSaved': 'Suscripción guardada.',
  'adminConfiguration.paypalPlanChosen': 'Plan de suscripción de PayPal elegido.',
  'adminConfiguration.paypalSaved': 'Configuración de PayPal guardada.',
  'adminLocations.cityChanged': 'Se cambió la ciudad del local.',

  // content: coupons, news, banners, offers
  'coupons.batchCreatedOne': 'Se creó el lote «{{batch}}» con 1 código.',
  'coupons.batchCreated': 'Se creó el lote «{{batch}}» con {{codes}} códigos.',
  'coupons.fileChecked': 'El archivo tiene {{valid}} códigos válidos y {{errors}} filas con errores.',
  'coupons.batchDeleted': 'Se eliminó el lote de cupones.',
  'coupons.sentToSegment': 'Se envió el cupón «{{batch}}» a {{customers}} clientes de «{{segment}}».',
  'coupons.sentToSegmentNone': 'Todos los clientes de «{{segment}}» ya tenían el cupón «{{batch}}».',
  'coupons.sheetReady': 'Hoja de cupones lista.',
  'coupons.pointsClaimed': '¡Listo! Sumó {{points}} puntos con «{{batch}}».',
  'coupons.rewardClaimed': '¡Listo! Canjeó «{{reward}}» con «{{batch}}». Pídalo en caja.',
  'news.created': 'Novedad creada',
  'news.updated': 'Novedad actualizada',
  'news.deleted': 'Novedad eliminado',
  'banners.created': 'Contenido creado',
  'banners.updated': 'Contenido actualizado',
  'banners.deleted': 'Contenido eliminado',
  'offers.created': 'Oferta creada',
  'offers.updated': 'Oferta actualizada',
  'offers.deleted': 'Oferta eliminada',

  // The customer wallet.
  'wallet.codeSent': 'Le enviamos un código de 6 dígitos a {{email}}. Vence en {{minutes}} minutos.',
  'wallet.codeRecentlySent':
    'Hace poco le enviamos un código a {{email}}: búsquelo en su correo (también en correo no deseado). Sigue valiendo {{minutes}} minutos.',
  'wallet.welcome': '¡Bienvenido a {{store}}!',
  'wallet.profileSaved': 'Se guardaron sus datos.',
  'wallet.accountDeleted': 'Se eliminó su cuenta. Sus datos personales se borraron.',

  // The online shop.
  'productCategories.created': 'Categoría creada',
  'productCategories.updated': 'Categoría actualizada',
  'productCategories.deleted': 'Categoría eliminada',
  'productCategories.reordered': 'Se guardó el orden de las categorías.',
  'products.created': 'Producto creado',
  'products.updated': 'Producto actualizado',
  'products.deleted': 'Producto eliminado',
  'products.fileRead': 'Se leyeron {{rows}} filas: {{valid}} válidas y {{errors}} con errores.',
  'products.fileApplied': 'Se crearon {{created}} productos y se actualizaron {{updated}}.',
  'shippingCosts.created': 'Costo de envío creado',
  'shippingCosts.updated': 'Costo de envío actualizado',
  'shippingCosts.deleted': 'Costo de envío eliminado',
  'orders.stateChanged': 'El pedido #{{orderId}} ahora está: {{state}}.',
  'orders.noteAdded': 'Se agregó la nota.',
  'orders.noteDeleted': 'Se eliminó la nota.',
  'orders.placed': 'Recibimos su pedido #{{orderId}}.',

  'surveys.thanks': '¡Gracias por su respuesta!',
  'reviews.thanks': '¡Gracias por su reseña!',
  'reviews.replied': 'Se publicó su respuesta.',
} as const;
