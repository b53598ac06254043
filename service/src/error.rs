//! The JSON error every failure answers with:
//! `{"error": MESSAGE, "kind": KIND, "location": null | {...}}`, plus, for
//! the verifier, every problem it found.

use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use utoipa::ToSchema;

/// Where in the input a problem lies: a line and column of `.ll` text, or
/// a block path and bit offset of bitcode. `input` names the module among
/// several (`/v1/link`).
#[derive(Clone, Debug, Default, Serialize, ToSchema, PartialEq, Eq)]
pub struct Location {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub input: Option<String>,
    /// The function, as LLVM names it (`@f`), for compiler errors.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub function: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub column: Option<u32>,
    /// Block names from the outermost, joined by `/`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub block: Option<String>,
    /// Bit offset from the start of the bitcode (past any wrapper).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bit: Option<u64>,
}

/// One rule of LLVM's verifier that the module breaks.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct Problem {
    /// LLVM's words for the broken rule.
    pub message: String,
    /// The function it lies in, as LLVM names it (`@f`), if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub function: Option<String>,
    /// The message with the values it names, as `llvm-as` prints it.
    pub text: String,
    /// Where the module's text defines what the problem is about (1-based;
    /// text input only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub column: Option<u32>,
}

/// The body of every error response.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct ErrorBody {
    /// What went wrong, in one message (the rendered report for parse and
    /// verifier errors, as the CLI prints it).
    pub error: String,
    /// A stable word for the class of error: `parse`, `bitcode`, `verify`,
    /// `link`, `compile`, `bad_request`, `unauthorized`, `not_found`,
    /// `method_not_allowed`, `payload_too_large`, `unsupported_media_type`,
    /// `overloaded`, `timeout`, `internal`.
    pub kind: String,
    /// For `parse` and `bitcode`, the finer class of the problem:
    /// `lexical`, `syntax`, `type`, `undefined`, `redefinition`, `limit`,
    /// `invalid` (text); `not_bitcode`, `no_module`, `stream`, `invalid`,
    /// `unsupported`, `limit` (bitcode).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// Where the problem lies, when the library knows.
    pub location: Option<Location>,
    /// Every problem the verifier found (`kind` = `verify`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub errors: Vec<Problem>,
}

/// An error answer: status and body (boxed: errors are the rare path,
/// and `Result`s stay small).
#[derive(Clone, Debug)]
pub struct ApiError {
    pub status: StatusCode,
    pub body: Box<ErrorBody>,
}

impl ApiError {
    pub fn new(status: StatusCode, kind: &str, error: impl Into<String>) -> ApiError {
        ApiError {
            status,
            body: Box::new(ErrorBody {
                error: error.into(),
                kind: kind.to_owned(),
                reason: None,
                location: None,
                errors: Vec::new(),
            }),
        }
    }

    /// The same error with a finer class (see [`ErrorBody::reason`]).
    pub fn with_reason(mut self, reason: &str) -> ApiError {
        self.body.reason = Some(reason.to_owned());
        self
    }

    pub fn bad_request(error: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, "bad_request", error)
    }

    pub fn unsupported_media_type(error: impl Into<String>) -> ApiError {
        ApiError::new(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "unsupported_media_type",
            error,
        )
    }

    pub fn too_large(limit: usize) -> ApiError {
        ApiError::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            "payload_too_large",
            format!("the body is larger than the limit of {limit} bytes (after decompression)"),
        )
    }

    pub fn overloaded() -> ApiError {
        ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "overloaded",
            "every worker is busy and the queue is full; retry after the delay in Retry-After",
        )
    }

    pub fn internal(error: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "internal", error)
    }

    pub fn with_location(mut self, location: Location) -> ApiError {
        self.body.location = Some(location);
        self
    }

    /// Names the input the error lies in (one part of a link).
    pub fn in_input(mut self, input: &str) -> ApiError {
        let mut location = self.body.location.take().unwrap_or_default();
        location.input = Some(input.to_owned());
        self.body.location = Some(location);
        self
    }
}

/// The kind word for a status that some layer (not a handler) answered.
pub fn kind_for_status(status: StatusCode) -> &'static str {
    match status {
        StatusCode::BAD_REQUEST => "bad_request",
        StatusCode::UNAUTHORIZED => "unauthorized",
        StatusCode::NOT_FOUND => "not_found",
        StatusCode::METHOD_NOT_ALLOWED => "method_not_allowed",
        StatusCode::REQUEST_TIMEOUT | StatusCode::GATEWAY_TIMEOUT => "timeout",
        StatusCode::PAYLOAD_TOO_LARGE => "payload_too_large",
        StatusCode::UNSUPPORTED_MEDIA_TYPE => "unsupported_media_type",
        StatusCode::UNPROCESSABLE_ENTITY => "unprocessable",
        StatusCode::SERVICE_UNAVAILABLE => "overloaded",
        s if s.is_server_error() => "internal",
        _ => "bad_request",
    }
}

pub const APPLICATION_JSON: &str = "application/json";

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = serde_json::to_vec(&self.body).unwrap_or_else(|_| b"{}".to_vec());
        let mut response = (
            self.status,
            [(
                header::CONTENT_TYPE,
                HeaderValue::from_static(APPLICATION_JSON),
            )],
            body,
        )
            .into_response();
        if self.status == StatusCode::SERVICE_UNAVAILABLE {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
        }
        if self.status == StatusCode::UNAUTHORIZED {
            response
                .headers_mut()
                .insert(header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer"));
        }
        response
    }
}
