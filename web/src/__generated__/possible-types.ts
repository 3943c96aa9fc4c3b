
      export type PossibleTypesResultData = {
  "possibleTypes": {
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
      "InsufficientStockError"
    ],
    "DeleteProductResult": [
      "DeleteProductSuccess",
      "NotFoundError"
    ],
    "ErrorResult": [
      "EmailTakenError",
      "IdempotencyKeyReusedError",
      "IllegalStatusChangeError",
      "InputValidationError",
      "InsufficientStockError",
      "InvalidCredentialsError",
      "InvalidImageError",
      "NotFoundError",
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
    "SendContactMessageResult": [
      "ContactMessageSent",
      "InputValidationError"
    ],
    "UpdateOrderStatusResult": [
      "IllegalStatusChangeError",
      "NotFoundError",
      "UpdateOrderStatusSuccess"
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
      "InsufficientStockError"
    ],
    "DeleteProductResult": [
      "DeleteProductSuccess",
      "NotFoundError"
    ],
    "ErrorResult": [
      "EmailTakenError",
      "IdempotencyKeyReusedError",
      "IllegalStatusChangeError",
      "InputValidationError",
      "InsufficientStockError",
      "InvalidCredentialsError",
      "InvalidImageError",
      "NotFoundError",
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
    "SendContactMessageResult": [
      "ContactMessageSent",
      "InputValidationError"
    ],
    "UpdateOrderStatusResult": [
      "IllegalStatusChangeError",
      "NotFoundError",
      "UpdateOrderStatusSuccess"
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
    