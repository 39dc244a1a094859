// Opening libxml2 and running its push parser.
#include "CXML.h"

#include <dlfcn.h>
#include <libxml/SAX2.h>
#include <libxml/entities.h>
#include <libxml/parser.h>
#include <libxml/xmlerror.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TRACKER_XML_FUNCTIONS(X) \
    X(xmlInitParser) \
    X(xmlCreatePushParserCtxt) \
    X(xmlCtxtUseOptions) \
    X(xmlParseChunk) \
    X(xmlStopParser) \
    X(xmlFreeParserCtxt) \
    X(xmlSAX2GetLineNumber) \
    X(xmlGetPredefinedEntity) \
    X(xmlSetStructuredErrorFunc)

typedef struct {
#define TRACKER_XML_FIELD(name) __typeof__(&name) name;
    TRACKER_XML_FUNCTIONS(TRACKER_XML_FIELD)
#undef TRACKER_XML_FIELD
} tracker_xml_api;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static int loaded = 0;
static tracker_xml_api api;
static char load_error[512];

static void tracker_xml_open(void) {
    void *library = dlopen("libxml2.so.2", RTLD_LAZY | RTLD_LOCAL);
    if (!library) {
        const char *reason = dlerror();
        snprintf(load_error, sizeof load_error, "%s", reason ? reason : "libxml2.so.2 cannot be opened");
        return;
    }
#define TRACKER_XML_LOOKUP(name) \
    { \
        void *symbol = dlsym(library, #name); \
        if (!symbol) { \
            snprintf(load_error, sizeof load_error, "no function %s in libxml2", #name); \
            return; \
        } \
        memcpy(&api.name, &symbol, sizeof(symbol)); \
    }
    TRACKER_XML_FUNCTIONS(TRACKER_XML_LOOKUP)
#undef TRACKER_XML_LOOKUP
    api.xmlInitParser();
    loaded = 1;
}

const char *tracker_xml_load_error(void) {
    pthread_once(&load_once, tracker_xml_open);
    return loaded ? NULL : load_error;
}

struct tracker_xml_parser {
    tracker_xml_handler handler;
    xmlSAXHandler sax;
    xmlParserCtxtPtr context;
    /// The character data since the last start or end tag.
    unsigned char *text;
    int text_length;
    int text_capacity;
    int text_overflowed;
};

// MARK: - SAX2 callbacks

static void on_start(void *user, const xmlChar *local_name, const xmlChar *prefix, const xmlChar *uri,
                     int namespace_count, const xmlChar **namespaces, int attribute_count, int defaulted,
                     const xmlChar **attributes) {
    (void)prefix;
    (void)uri;
    (void)namespace_count;
    (void)namespaces;
    (void)defaulted;
    tracker_xml_parser *parser = user;
    parser->text_length = 0;
    parser->text_overflowed = 0;
    parser->handler.start(parser->handler.context, local_name, local_name ? (int)strlen((const char *)local_name) : 0,
                          attribute_count, attributes);
}

static void on_end(void *user, const xmlChar *local_name, const xmlChar *prefix, const xmlChar *uri) {
    (void)local_name;
    (void)prefix;
    (void)uri;
    tracker_xml_parser *parser = user;
    parser->handler.end(parser->handler.context, parser->text, parser->text_length);
    parser->text_length = 0;
    parser->text_overflowed = 0;
}

static void on_text(void *user, const xmlChar *bytes, int length) {
    tracker_xml_parser *parser = user;
    if (!bytes || length <= 0 || parser->text_overflowed) return;
    if (length > parser->handler.text_limit - parser->text_length) {
        parser->text_overflowed = 1;
        parser->handler.text_overflow(parser->handler.context);
        return;
    }
    int needed = parser->text_length + length;
    if (needed > parser->text_capacity) {
        int capacity = parser->text_capacity ? parser->text_capacity : 256;
        while (capacity < needed) capacity = capacity > parser->handler.text_limit / 2 ? parser->handler.text_limit : capacity * 2;
        unsigned char *grown = realloc(parser->text, (size_t)capacity);
        if (!grown) {
            parser->text_overflowed = 1;
            parser->handler.error(parser->handler.context, XML_ERR_NO_MEMORY, "out of memory");
            return;
        }
        parser->text = grown;
        parser->text_capacity = capacity;
    }
    memcpy(parser->text + parser->text_length, bytes, (size_t)length);
    parser->text_length = needed;
}

static void on_entity_declaration(void *user, const xmlChar *name, int type, const xmlChar *public_id,
                                  const xmlChar *system_id, xmlChar *content) {
    (void)public_id;
    (void)system_id;
    (void)content;
    tracker_xml_parser *parser = user;
    parser->handler.entity(parser->handler.context, name, type == XML_INTERNAL_GENERAL_ENTITY ? 0 : 1);
}

static xmlEntityPtr on_entity_reference(void *user, const xmlChar *name) {
    tracker_xml_parser *parser = user;
    xmlEntityPtr entity = api.xmlGetPredefinedEntity(name);
    if (!entity) parser->handler.entity(parser->handler.context, name, 2);
    return entity;
}

static void on_error(void *user, const xmlError *error) {
    tracker_xml_parser *parser = user;
    parser->handler.error(parser->handler.context, error->code, error->message ? error->message : "");
}

// MARK: - The parser

tracker_xml_parser *tracker_xml_parser_create(const tracker_xml_handler *handler, const char *bytes, int count) {
    if (tracker_xml_load_error()) return NULL;
    tracker_xml_parser *parser = calloc(1, sizeof *parser);
    if (!parser) return NULL;
    parser->handler = *handler;
    parser->sax.initialized = XML_SAX2_MAGIC;
    parser->sax.startElementNs = on_start;
    parser->sax.endElementNs = on_end;
    parser->sax.characters = on_text;
    parser->sax.ignorableWhitespace = on_text;
    parser->sax.cdataBlock = on_text;
    parser->sax.entityDecl = on_entity_declaration;
    parser->sax.getEntity = on_entity_reference;
    // As XMLParser does: errors are reported through the structured error function set around
    // each chunk, which also receives the encoding and input errors a context's own does not.
    api.xmlSetStructuredErrorFunc(parser, (xmlStructuredErrorFunc)on_error);
    parser->context = api.xmlCreatePushParserCtxt(&parser->sax, parser, bytes, count, NULL);
    api.xmlSetStructuredErrorFunc(NULL, NULL);
    if (!parser->context) {
        free(parser);
        return NULL;
    }
    api.xmlCtxtUseOptions(parser->context, XML_PARSE_RECOVER | XML_PARSE_NOENT);
    return parser;
}

int tracker_xml_parser_feed(tracker_xml_parser *parser, const char *bytes, int count, int terminate) {
    api.xmlSetStructuredErrorFunc(parser, (xmlStructuredErrorFunc)on_error);
    int result = api.xmlParseChunk(parser->context, bytes, count, terminate);
    api.xmlSetStructuredErrorFunc(NULL, NULL);
    return result;
}

void tracker_xml_parser_stop(tracker_xml_parser *parser) {
    api.xmlStopParser(parser->context);
}

int tracker_xml_parser_line(tracker_xml_parser *parser) {
    return api.xmlSAX2GetLineNumber(parser->context);
}

void tracker_xml_parser_free(tracker_xml_parser *parser) {
    if (!parser) return;
    api.xmlFreeParserCtxt(parser->context);
    free(parser->text);
    free(parser);
}
