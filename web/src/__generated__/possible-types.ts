
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "AddressBookResult": [
      "AddressBookFullError",
      "AddressBookUpdated",
      "InputValidationError",
      "NotFoundError"
    ],
    "BoughtLine": [
      "OrderLine",
      "SellerOrderLine"
    ],
    "CancelOrderResult": [
      "CancelOrderSuccess",
      "IllegalStatusChangeError",
      "NotFoundError"
    ],
    "ChangePasswordResult": [
      "ChangePasswordSuccess",
      "InputValidationError",
      "WrongPasswordError"
    ],
    "CreateProductResult": [
      "CreateProductSuccess",
      "InputValidationError",
      "InvalidImageError"
    ],
    "CreateTransactionResult": [
      "CreateTransactionSuccess",
      "IdempotencyKeyReusedError",
      "InputValidationError",
      "InsufficientStockError",
      "ShipmentNotOfferedError"
    ],
    "DeleteProductResult": [
      "DeleteProductSuccess",
      "NotFoundError"
    ],
    "DeleteReviewResult": [
      "NotFoundError",
      "ReviewDeleted"
    ],
    "ErrorResult": [
      "AddressBookFullError",
      "EmailTakenError",
      "IdempotencyKeyReusedError",
      "IllegalStatusChangeError",
      "InputValidationError",
      "InsufficientStockError",
      "InvalidCredentialsError",
      "InvalidImageError",
      "NotFoundError",
      "PaymentRefusedError",
      "ProductChangedError",
      "RestockRefusedError",
      "ReviewRefusedError",
      "ShipmentNotOfferedError",
      "TooManyAttemptsError",
      "WrongOtpError",
      "WrongPasswordError"
    ],
    "LoginResult": [
      "InputValidationError",
      "InvalidCredentialsError",
      "LoginSuccess",
      "TooManyAttemptsError"
    ],
    "OrderDelivery": [
      "Order",
      "SellerOrderLine"
    ],
    "RegisterResult": [
      "EmailTakenError",
      "InputValidationError",
      "RegisterSuccess"
    ],
    "RequestPasswordResetResult": [
      "InputValidationError",
      "PasswordResetRequested"
    ],
    "ResetPasswordResult": [
      "InputValidationError",
      "PasswordResetSuccess",
      "TooManyAttemptsError",
      "WrongOtpError"
    ],
    "RestockProductResult": [
      "InputValidationError",
      "NotFoundError",
      "RestockProductSuccess",
      "RestockRefusedError"
    ],
    "RestoreProductResult": [
      "NotFoundError",
      "RestoreProductSuccess"
    ],
    "ReviewActionResult": [
      "NotFoundError",
      "ReviewActionDone",
      "ReviewRefusedError"
    ],
    "ReviewResult": [
      "InputValidationError",
      "InvalidImageError",
      "NotFoundError",
      "ReviewRefusedError",
      "ReviewSaved"
    ],
    "SaveShippingOfferResult": [
      "InputValidationError",
      "SaveShippingOfferSuccess"
    ],
    "SendContactMessageResult": [
      "ContactMessageSent",
      "InputValidationError"
    ],
    "SendMessageResult": [
      "InputValidationError",
      "MessageSent",
      "NotFoundError"
    ],
    "SimulatePaymentResult": [
      "NotFoundError",
      "PaymentRefusedError",
      "SimulatePaymentSuccess"
    ],
    "StartConversationResult": [
      "ConversationStarted",
      "InputValidationError",
      "NotFoundError"
    ],
    "UpdateOrderStatusResult": [
      "IllegalStatusChangeError",
      "InputValidationError",
      "NotFoundError",
      "UpdateOrderStatusSuccess"
    ],
    "UpdateProductResult": [
      "InputValidationError",
      "InvalidImageError",
      "NotFoundError",
      "ProductChangedError",
      "UpdateProductSuccess"
    ],
    "UpdateProfileResult": [
      "InputValidationError",
      "InvalidImageError",
      "UpdateProfileSuccess"
    ],
    "WishlistResult": [
      "NotFoundError",
      "WishlistUpdated"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "AddressBookResult": [
      "AddressBookFullError",
      "AddressBookUpdated",
      "InputValidationError",
      "NotFoundError"
    ],
    "BoughtLine": [
      "OrderLine",
      "SellerOrderLine"
    ],
    "CancelOrderResult": [
      "CancelOrderSuccess",
      "IllegalStatusChangeError",
      "NotFoundError"
    ],
    "ChangePasswordResult": [
      "ChangePasswordSuccess",
      "InputValidationError",
      "WrongPasswordError"
    ],
    "CreateProductResult": [
      "CreateProductSuccess",
      "InputValidationError",
      "InvalidImageError"
    ],
    "CreateTransactionResult": [
      "CreateTransactionSuccess",
      "IdempotencyKeyReusedError",
      "InputValidationError",
      "InsufficientStockError",
      "ShipmentNotOfferedError"
    ],
    "DeleteProductResult": [
      "DeleteProductSuccess",
      "NotFoundError"
    ],
    "DeleteReviewResult": [
      "NotFoundError",
      "ReviewDeleted"
    ],
    "ErrorResult": [
      "AddressBookFullError",
      "EmailTakenError",
      "IdempotencyKeyReusedError",
      "IllegalStatusChangeError",
      "InputValidationError",
      "InsufficientStockError",
      "InvalidCredentialsError",
      "InvalidImageError",
      "NotFoundError",
      "PaymentRefusedError",
      "ProductChangedError",
      "RestockRefusedError",
      "ReviewRefusedError",
      "ShipmentNotOfferedError",
      "TooManyAttemptsError",
      "WrongOtpError",
      "WrongPasswordError"
    ],
    "LoginResult": [
      "InputValidationError",
      "InvalidCredentialsError",
      "LoginSuccess",
      "TooManyAttemptsError"
    ],
    "OrderDelivery": [
      "Order",
      "SellerOrderLine"
    ],
    "RegisterResult": [
      "EmailTakenError",
      "InputValidationError",
      "RegisterSuccess"
    ],
    "RequestPasswordResetResult": [
      "InputValidationError",
      "PasswordResetRequested"
    ],
    "ResetPasswordResult": [
      "InputValidationError",
      "PasswordResetSuccess",
      "TooManyAttemptsError",
      "WrongOtpError"
    ],
    "RestockProductResult": [
      "InputValidationError",
      "NotFoundError",
      "RestockProductSuccess",
      "RestockRefusedError"
    ],
    "RestoreProductResult": [
      "NotFoundError",
      "RestoreProductSuccess"
    ],
    "ReviewActionResult": [
      "NotFoundError",
      "ReviewActionDone",
      "ReviewRefusedError"
    ],
    "ReviewResult": [
      "InputValidationError",
      "InvalidImageError",
      "NotFoundError",
      "ReviewRefusedError",
      "ReviewSaved"
    ],
    "SaveShippingOfferResult": [
      "InputValidationError",
      "SaveShippingOfferSuccess"
    ],
    "SendContactMessageResult": [
      "ContactMessageSent",
      "InputValidationError"
    ],
    "SendMessageResult": [
      "InputValidationError",
      "MessageSent",
      "NotFoundError"
    ],
    "SimulatePaymentResult": [
      "NotFoundError",
      "PaymentRefusedError",
      "SimulatePaymentSuccess"
    ],
    "StartConversationResult": [
      "ConversationStarted",
      "InputValidationError",
      "NotFoundError"
    ],
    "UpdateOrderStatusResult": [
      "IllegalStatusChangeError",
      "InputValidationError",
      "NotFoundError",
      "UpdateOrderStatusSuccess"
    ],
    "UpdateProductResult": [
      "InputValidationError",
      "InvalidImageError",
      "NotFoundError",
      "ProductChangedError",
      "UpdateProductSuccess"
    ],
    "UpdateProfileResult": [
      "InputValidationError",
      "InvalidImageError",
      "UpdateProfileSuccess"
    ],
    "WishlistResult": [
      "NotFoundError",
      "WishlistUpdated"
    ]
  }
};
      export default result;
    