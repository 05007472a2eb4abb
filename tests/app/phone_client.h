/* A phone's side of a request to the table's phone server, for the scene tests that play a
 * phone without a browser (test_table_phones, test_table_join). */
#pragma once

/* Connects to the server of a seat's link url ("http://HOST:PORT/s/TOKEN"), at addr instead of
 * the link's host when addr is not NULL, and sends method on the link's path followed by rest,
 * with body. The connected socket (the answer is the caller's to read), or -1 when it could not
 * connect or send. */
int phone_client_send(const char *url, const char *addr, const char *method, const char *rest,
                      const char *body);
