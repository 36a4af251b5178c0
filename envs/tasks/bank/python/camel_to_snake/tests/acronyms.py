# %%
assert camel_to_snake('HTTPServer') == 'http_server'

# %%
assert camel_to_snake('getHTTPResponseCode') == 'get_http_response_code'

# %%
assert camel_to_snake('XMLHttpRequest') == 'xml_http_request'

# %%
assert camel_to_snake('ID') == 'id'
