# %%
assert camel_to_snake('HTTPServer') == 'http_server'

# %% held-out
assert camel_to_snake('getHTTPResponseCode') == 'get_http_response_code'

# %% held-out
assert camel_to_snake('XMLHttpRequest') == 'xml_http_request'

# %% held-out
assert camel_to_snake('ID') == 'id'
