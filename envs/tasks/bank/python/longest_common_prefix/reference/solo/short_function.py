import os.path


def longest_common_prefix(strings):
    return os.path.commonprefix(strings)
