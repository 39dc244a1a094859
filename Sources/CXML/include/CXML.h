#ifndef TRACKER_CXML_H
#define TRACKER_CXML_H

// libxml2's push parser with SAX2 callbacks, for the GPX and TCX readers.
//
// libxml2 is opened with dlopen on the first XML file, not linked: linked, it and the ICU and
// lzma libraries it needs would be loaded and relocated at the start of every tracker command.
// The parser is set up as FoundationXML's XMLParser sets it up (entities substituted,
// recovery on, the first four bytes given at creation so the encoding can be detected, every
// error and warning reported), so the readers see what they saw through XMLParser. The text
// between two tags is collected here, in C, so that Swift is called once per tag: a GPX file
// has about ten tags a point.

#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wnullability-completeness"

/// An element starts: its local name (`name_length` bytes before a NUL) and its attributes
/// (`attribute_count` groups of five: local name, prefix, URI, value start, value end). Namespace
/// declarations are not passed: no reader needs them.
typedef void (*tracker_xml_start)(void *context, const unsigned char *local_name, int name_length,
                                  int attribute_count, const unsigned char **attributes);
/// An element ends, with the character data (text and CDATA sections) met since the last start or
/// end tag, collected by the parser so that the reader is called once per element, not per chunk of
/// text. `text` is not NUL-terminated and is valid only during the call.
typedef void (*tracker_xml_end)(void *context, const unsigned char *text, int text_length);
/// The character data since the last tag has grown beyond `text_limit` bytes; it is not collected further.
typedef void (*tracker_xml_text_overflow)(void *context);
/// An entity: kind 0 is an internal declaration, 1 an external declaration, 2 a reference
/// to an entity that is neither predefined nor declared.
typedef void (*tracker_xml_entity)(void *context, const unsigned char *name, int kind);
/// An error or warning from libxml2: its code and message.
typedef void (*tracker_xml_error)(void *context, int code, const char *message);

typedef struct {
    void *context;
    tracker_xml_start start;
    tracker_xml_end end;
    tracker_xml_text_overflow text_overflow;
    tracker_xml_entity entity;
    tracker_xml_error error;
    /// The most character data collected between two tags.
    int text_limit;
} tracker_xml_handler;

typedef struct tracker_xml_parser tracker_xml_parser;

/// NULL once libxml2 is open; otherwise why it cannot be (the loader's message).
const char *tracker_xml_load_error(void);

/// A push parser fed `count` (at least 4) first bytes; NULL when libxml2 is missing or out of
/// memory. The handler is copied.
tracker_xml_parser *tracker_xml_parser_create(const tracker_xml_handler *handler, const char *bytes, int count);

/// Parses the next bytes (`terminate` 1 for the last call); 0, or libxml2's error code.
int tracker_xml_parser_feed(tracker_xml_parser *parser, const char *bytes, int count, int terminate);

/// Stops the parse from inside a callback.
void tracker_xml_parser_stop(tracker_xml_parser *parser);

/// The line the parser has reached, from 1.
int tracker_xml_parser_line(tracker_xml_parser *parser);

void tracker_xml_parser_free(tracker_xml_parser *parser);

#pragma clang diagnostic pop

#endif
