package main

// codeloop's Go test runtime: tests take a *codeloopT with the testing.T methods they use
// (Errorf marks a failure and goes on, Fatalf stops the test); results go to descriptor 3 with
// the job's nonce, read from descriptor 4 first.

import (
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"reflect"
	"strconv"
	"strings"
)

type codeloopT struct {
	failed   bool
	messages []string
}

type codeloopStop struct{}

func (t *codeloopT) Errorf(format string, args ...interface{}) {
	t.failed = true
	t.messages = append(t.messages, fmt.Sprintf(format, args...))
}

func (t *codeloopT) Error(args ...interface{}) {
	t.failed = true
	t.messages = append(t.messages, fmt.Sprint(args...))
}

func (t *codeloopT) Fatalf(format string, args ...interface{}) {
	t.Errorf(format, args...)
	panic(codeloopStop{})
}

func (t *codeloopT) Fatal(args ...interface{}) {
	t.Error(args...)
	panic(codeloopStop{})
}

func (t *codeloopT) Fail()                                 { t.failed = true }
func (t *codeloopT) FailNow()                              { t.failed = true; panic(codeloopStop{}) }
func (t *codeloopT) Helper()                               {}
func (t *codeloopT) Log(args ...interface{})               {}
func (t *codeloopT) Logf(format string, args ...interface{}) {}

// codeloopDeepEqual is reflect.DeepEqual, for tests of slices and maps.
func codeloopDeepEqual(a, b interface{}) bool { return reflect.DeepEqual(a, b) }

func codeloopOne(test func(*codeloopT)) (status, message string) {
	t := &codeloopT{}
	defer func() {
		if r := recover(); r != nil {
			if _, stop := r.(codeloopStop); stop {
				status, message = "failed", strings.Join(t.messages, "; ")
			} else {
				status, message = "error", fmt.Sprint("panic: ", r)
			}
		}
	}()
	test(t)
	if t.failed {
		return "failed", strings.Join(t.messages, "; ")
	}
	return "passed", ""
}

func codeloopRun(tests []func(*codeloopT)) {
	input := os.NewFile(4, "nonce")
	raw, _ := io.ReadAll(input)
	input.Close()
	nonce := strings.TrimSpace(string(raw))
	out := os.NewFile(3, "results")
	start, _ := strconv.Atoi(os.Args[1])
	for k := start; k < len(tests); k++ {
		status, message := codeloopOne(tests[k])
		line := fmt.Sprintf("CLR1 %s %d %s %s\n", nonce, k, status, hex.EncodeToString([]byte(message)))
		if _, err := out.Write([]byte(line)); err != nil {
			os.Exit(70)
		}
	}
}
